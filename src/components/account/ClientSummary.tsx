import './ClientSummary.css';
import { formatPersonName } from '@common/format';
import { formatPhone } from '@common/phone';
import type { Profile } from '@edge/session/types';
import type { SectionFailure } from '@src/lib/section-data';
import { SectionUnavailable } from '../ui/SectionUnavailable';

/**
 * The client's name, type and contacts: the «Профиль» section of the account home, and on the
 * profile page (whose own heading is «Профиль») under `title`. The heading names the region.
 * When the fresh profile did not come (`unavailable`), the session's summary stands and says so.
 */
export function ClientSummary({
  profile,
  title = 'Профиль',
  unavailable,
}: {
  profile: Profile;
  title?: string;
  unavailable?: SectionFailure;
}) {
  const type = profile.isLegalEntity ? 'Юридическое лицо' : 'Физическое лицо';
  return (
    <section className="account-section client-summary" aria-labelledby="client-summary-title">
      <h2 className="account-section__title" id="client-summary-title">
        {title}
      </h2>
      <p className="client-summary__greeting">Здравствуйте, {profile.firstName ?? profile.name}!</p>
      <dl className="client-summary__facts">
        {profile.isLegalEntity && profile.companyName ? (
          <>
            <dt>Компания</dt>
            <dd>{profile.companyName}</dd>
          </>
        ) : null}
        <dt>{profile.isLegalEntity ? 'Контактное лицо' : 'Клиент'}</dt>
        <dd className="client-summary__name">{formatPersonName(profile.name)}</dd>
        <dt>Тип клиента</dt>
        <dd className="client-summary__type">{type}</dd>
        {profile.inn ? (
          <>
            <dt>ИНН</dt>
            <dd>{profile.inn}</dd>
          </>
        ) : null}
        {profile.address ? (
          <>
            <dt>Адрес</dt>
            <dd>{profile.address}</dd>
          </>
        ) : null}
        {profile.phone ? (
          <>
            <dt>Телефон</dt>
            <dd className="nowrap">{formatPhone(profile.phone)}</dd>
          </>
        ) : null}
      </dl>
      {unavailable ? (
        <SectionUnavailable
          failure={unavailable}
          what="актуальные данные профиля: показаны сохранённые при входе"
          anchor="client-summary-title"
        />
      ) : null}
    </section>
  );
}
