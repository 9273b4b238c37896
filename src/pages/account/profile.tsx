import { API_ROUTES } from '@common/api-routes';
import { FEED_TOKEN } from '@common/calendar-feed';
import { ROUTES } from '@common/constants';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { requestContext } from '@edge/context';
import { accountSession } from '@edge/guards/page';
import { withLegalEntity } from '@edge/session/types';
import { getProfile } from '@edge/upstream/auth';
import { getFeedState } from '@edge/upstream/calendar-feed';
import { listDrivers, listSessions } from '@edge/upstream/profile';
import { requestTransport } from '@edge/upstream/request';
import { AccountSection } from '@src/components/account/AccountSection';
import { ClientSummary } from '@src/components/account/ClientSummary';
import { DriverList } from '@src/components/account/DriverList';
import { SessionList } from '@src/components/account/SessionList';
import { PasswordFields } from '@src/components/auth/PasswordFields';
import { Form } from '@src/components/forms/Form';
import { formInitial } from '@src/components/forms/form-initial';
import { TextField } from '@src/components/forms/TextField';
import { PageHead } from '@src/components/layout/PageHead';
import { CalendarFeed } from '@src/components/reminders/CalendarFeed';
import { DeviceReminders } from '@src/components/reminders/DeviceReminders';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';

const PAGE = ROUTES.accountProfile;

/** The profile: every field, the password change, sign-in sessions and drivers. */
export default async function AccountProfilePage() {
  const session = accountSession(PAGE);
  const t = requestTransport();
  const [fresh, sessions, drivers, feed] = await Promise.all([
    loadPageData(() => getProfile(t)),
    loadPageData(() => listSessions(t)),
    loadPageData(() => listDrivers(t)),
    loadPageData(() => getFeedState(t)),
  ]);
  const feedResult = formInitial(ACCOUNT_FORMS.calendarFeed, PAGE);
  const newToken = FEED_TOKEN.safeParse(feedResult?.values.token);
  const profile = fresh.data ? withLegalEntity(fresh.data) : session.profile;
  const toast = [fresh, sessions, drivers, feed].find((r) => r.toast)?.toast;
  return (
    <>
      <PageHead title="Профиль" noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>Профиль</h1>
      <ClientSummary profile={profile} title="Данные клиента" />
      <AccountSection id="password" titleId="password-title" title="Смена пароля">
        <p className="item-list__meta">
          После смены пароля все другие сеансы завершатся: там нужно будет войти заново.
        </p>
        <Form
          action={API_ROUTES.password}
          id={ACCOUNT_FORMS.changePassword}
          label="Смена пароля"
          submitLabel="Сменить пароль"
          className="account-form"
          initial={formInitial(ACCOUNT_FORMS.changePassword, PAGE)}
        >
          <TextField
            name="currentPassword"
            label="Текущий пароль"
            type="password"
            autoComplete="current-password"
            required
          />
          <PasswordFields label="Новый пароль" confirmLabel="Повторите новый пароль" />
        </Form>
      </AccountSection>
      {sessions.data ? (
        <AccountSection id="sessions" titleId="sessions-title" title="Активные сеансы">
          <SessionList sessions={sessions.data} />
        </AccountSection>
      ) : null}
      {feed.data ? (
        <AccountSection id="calendar" titleId="calendar-title" title="Календарь платежей">
          <CalendarFeed
            issuedAt={feed.data.issuedAt}
            token={newToken.success ? newToken.data : undefined}
            message={feedResult?.message}
            siteUrl={requestContext()?.var.config.PUBLIC_SITE_URL ?? ''}
          />
        </AccountSection>
      ) : null}
      <AccountSection id="reminders" titleId="reminders-title" title="Напоминания на этом устройстве">
        <DeviceReminders />
      </AccountSection>
      {drivers.data ? (
        <AccountSection id="drivers" titleId="drivers-title" title="Водители">
          <DriverList drivers={drivers.data} />
        </AccountSection>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
