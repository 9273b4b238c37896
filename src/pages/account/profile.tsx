import { accountSession } from '@edge/guards/page';
import { withLegalEntity } from '@edge/session/types';
import { getProfile } from '@edge/upstream/auth';
import { listDrivers, listSessions } from '@edge/upstream/profile';
import { requestTransport } from '@edge/upstream/request';
import { ClientSummary } from '@src/components/account/ClientSummary';
import { DriverList } from '@src/components/account/DriverList';
import { SessionList } from '@src/components/account/SessionList';
import { Form } from '@src/components/forms/Form';
import { formInitial } from '@src/components/forms/form-initial';
import { TextField } from '@src/components/forms/TextField';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';

const PAGE = '/account/profile';

/** The profile: every field, the password change, sign-in sessions and drivers. */
export default async function AccountProfilePage() {
  const session = accountSession(PAGE);
  const t = requestTransport();
  const [fresh, sessions, drivers] = await Promise.all([
    loadPageData(() => getProfile(t)),
    loadPageData(() => listSessions(t)),
    loadPageData(() => listDrivers(t)),
  ]);
  const profile = fresh.data ? withLegalEntity(fresh.data) : session.profile;
  const toast = [fresh, sessions, drivers].find((r) => r.toast)?.toast;
  return (
    <>
      <PageHead title="Профиль" noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>Профиль</h1>
      <ClientSummary profile={profile} title="Данные клиента" />
      <section className="account-section" id="password" aria-labelledby="password-title">
        <h2 className="account-section__title" id="password-title">
          Смена пароля
        </h2>
        <p className="item-list__meta">
          После смены пароля все другие сеансы завершатся: там нужно будет войти заново.
        </p>
        <Form
          action="/api/account/password"
          id="change-password"
          label="Смена пароля"
          submitLabel="Сменить пароль"
          className="account-form"
          initial={formInitial('change-password', PAGE)}
        >
          <TextField
            name="currentPassword"
            label="Текущий пароль"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            name="password"
            label="Новый пароль"
            type="password"
            autoComplete="new-password"
            hint="Не менее 8 символов, хотя бы одна буква и одна цифра"
            required
          />
          <TextField
            name="passwordConfirmation"
            label="Повторите новый пароль"
            type="password"
            autoComplete="new-password"
            required
          />
        </Form>
      </section>
      {sessions.data ? (
        <section className="account-section" id="sessions" aria-labelledby="sessions-title">
          <h2 className="account-section__title" id="sessions-title">
            Активные сеансы
          </h2>
          <SessionList sessions={sessions.data} />
        </section>
      ) : null}
      {drivers.data ? (
        <section className="account-section" id="drivers" aria-labelledby="drivers-title">
          <h2 className="account-section__title" id="drivers-title">
            Водители
          </h2>
          <DriverList drivers={drivers.data} />
        </section>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
