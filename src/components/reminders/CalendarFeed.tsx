import './reminders.css';
import { API_ROUTES } from '@common/api-routes';
import { feedAddresses } from '@common/calendar-feed';
import { formatDateTime } from '@common/format';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { ConfirmAction } from '../account/ConfirmAction';
import { CopyText } from '../contracts/CopyText';
import { Button } from '../ui/Button';

type Props = {
  /** When the client's current address was issued; null: none. */
  issuedAt: string | null;
  /** The address just issued (from the form flash, this one render), else undefined. */
  token?: string;
  /** What the last plain form said (issued, revoked). */
  message?: string;
  siteUrl: string;
};

function FreshAddress({ token, siteUrl }: { token: string; siteUrl: string }) {
  const { https, webcal, google } = feedAddresses(siteUrl, token);
  return (
    <div className="calendar-feed__fresh">
      <p className="calendar-feed__address">
        <span className="calendar-feed__value" id="calendar-feed-address">
          {https}
        </span>{' '}
        <CopyText text={https} label="Скопировать адрес" />
      </p>
      <ul className="calendar-feed__links">
        <li>
          <a href={google} rel="noreferrer" target="_blank">
            Добавить в Google Календарь
          </a>
        </li>
        <li>
          <a href={webcal}>Открыть в Календаре Apple</a>
        </li>
      </ul>
      <p className="item-list__meta">
        Яндекс Календарь: «Новый календарь» → «Импорт» → «По ссылке», вставьте адрес. Google: «Другие календари» →
        «Добавить по URL».
      </p>
    </div>
  );
}

/**
 * «Календарь платежей» in the profile: a secret address every calendar program can subscribe to,
 * with each coming payment and a reminder 3 days before. Plain forms (no JavaScript needed); the
 * address is shown once, when issued (the back office keeps only its digest).
 */
export function CalendarFeed({ issuedAt, token, message, siteUrl }: Props) {
  return (
    <div className="calendar-feed" id={`form-${ACCOUNT_FORMS.calendarFeed}`}>
      <p className="item-list__meta">
        Все предстоящие платежи по вашим договорам в Google, Apple или Яндекс Календаре — с напоминанием за 3 дня. Адрес
        секретный: в календаре видны даты и суммы платежей, поэтому не пересылайте его.
      </p>
      {message ? (
        <p className="calendar-feed__message" role="status">
          {message}
        </p>
      ) : null}
      {token ? <FreshAddress token={token} siteUrl={siteUrl} /> : null}
      {issuedAt && !token ? (
        <p className="item-list__meta">
          Адрес выдан {formatDateTime(issuedAt)}. Он показывается только при выпуске: если вы его потеряли, выпустите
          новый — старый перестанет работать.
        </p>
      ) : null}
      {issuedAt ? (
        <div className="calendar-feed__actions">
          <ConfirmAction
            action={API_ROUTES.issueCalendarFeed}
            label="Выпустить новый адрес"
            question="Выпустить новый адрес? Календари со старым адресом перестанут получать платежи."
            confirmLabel="Да, выпустить"
          />
          <ConfirmAction
            action={API_ROUTES.revokeCalendarFeed}
            label="Отключить календарь"
            question="Отключить адрес? Календари перестанут получать платежи."
            confirmLabel="Да, отключить"
          />
        </div>
      ) : (
        <form method="post" action={API_ROUTES.issueCalendarFeed}>
          <Button type="submit" size="md" theme="outline">
            Получить адрес календаря
          </Button>
        </form>
      )}
    </div>
  );
}
