import { formatDate } from '@common/format';
import { formatPhone } from '@common/phone';
import type { Driver } from '@edge/upstream/profile';
import { Fragment } from 'react';
import { ConfirmAction } from './ConfirmAction';

/** Drivers allowed to drive the leased cars; each can be removed after a confirmation. */
export function DriverList({ drivers }: { drivers: Driver[] }) {
  if (!drivers.length) {
    return <p className="empty-note">Водителей нет. Чтобы допустить водителя к управлению, обратитесь к менеджеру.</p>;
  }
  return (
    <ul className="item-list">
      {drivers.map((driver) => (
        <li key={driver.id} className="item-list__item">
          <p className="item-list__title">{driver.name}</p>
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
            action="/api/account/drivers/delete"
            label="Удалить водителя"
            question={`Удалить водителя ${driver.name}? Он больше не будет допущен к управлению.`}
            confirmLabel="Да, удалить"
            subject={driver.name}
            hidden={{ id: String(driver.id) }}
          />
        </li>
      ))}
    </ul>
  );
}
