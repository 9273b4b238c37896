import { API_ROUTES } from '@common/api-routes';
import { formatDate, formatPersonName } from '@common/format';
import { accusativeName, genderOf, pronounOf } from '@common/person-name';
import { formatPhone } from '@common/phone';
import type { Driver } from '@edge/upstream/profile';
import { Fragment } from 'react';
import { ConfirmAction } from './ConfirmAction';

/**
 * «Удалить водителя Иванову Марину Сергеевну? Она больше не будет допущена к управлению.»: the
 * name in the accusative and the pronoun by gender; a name that tells neither is kept as written.
 */
export function removalQuestion(driver: Driver): string {
  const gender = genderOf(driver);
  const name = driver.lastName || driver.firstName ? accusativeName(driver, gender) : driver.name;
  const pronoun = pronounOf(gender, 'водитель');
  const allowed = gender === 'female' ? 'допущена' : 'допущен';
  return `Удалить водителя ${name}? ${pronoun[0]?.toUpperCase()}${pronoun.slice(1)} больше не будет ${allowed} к управлению.`;
}

/** Drivers allowed to drive the leased cars; each can be removed after a confirmation. */
export function DriverList({ drivers }: { drivers: Driver[] }) {
  if (!drivers.length) {
    return <p className="empty-note">Водителей нет. Чтобы допустить водителя к управлению, обратитесь к менеджеру.</p>;
  }
  return (
    <ul className="item-list">
      {drivers.map((driver) => (
        <li key={driver.id} className="item-list__item">
          <p className="item-list__title">{formatPersonName(driver.name)}</p>
          <p className="item-list__meta">
            {[
              // A phone number never wraps inside (issue 23).
              driver.phone ? (
                <span key="phone" className="nowrap">
                  {formatPhone(driver.phone)}
                </span>
              ) : null,
              driver.birthDate ? `дата рождения ${formatDate(driver.birthDate)}` : null,
              driver.licenseNumber
                ? `ВУ ${driver.licenseNumber.replace(/ /g, '\u00a0')}${driver.licenseIssuedAt ? ` от ${formatDate(driver.licenseIssuedAt)}` : ''}`
                : null,
            ]
              .filter((part) => !!part)
              .map((part, i) => (
                <Fragment key={typeof part === 'string' ? part : 'phone'}>
                  {i ? '\u00a0· ' : null}
                  {part}
                </Fragment>
              ))}
          </p>
          <ConfirmAction
            action={API_ROUTES.deleteDriver}
            label="Удалить водителя"
            question={removalQuestion(driver)}
            confirmLabel="Да, удалить"
            subject={driver.name}
            hidden={{ id: String(driver.id) }}
          />
        </li>
      ))}
    </ul>
  );
}
