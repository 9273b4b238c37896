import { formatDate } from '@common/format';
import { formatPhone } from '@common/phone';
import type { Driver } from '@edge/upstream/profile';
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
              driver.phone ? formatPhone(driver.phone) : null,
              driver.birthDate ? `дата рождения ${formatDate(driver.birthDate)}` : null,
              driver.licenseNumber
                ? `ВУ ${driver.licenseNumber}${driver.licenseIssuedAt ? ` от ${formatDate(driver.licenseIssuedAt)}` : ''}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ConfirmAction
            action="/api/account/drivers/delete"
            label="Удалить водителя"
            question={`Удалить водителя ${driver.name}? Он больше не будет допущен к управлению.`}
            confirmLabel="Да, удалить"
            hidden={{ id: String(driver.id) }}
          />
        </li>
      ))}
    </ul>
  );
}
