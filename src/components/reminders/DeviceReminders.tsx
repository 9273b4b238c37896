import './reminders.css';
import { requestContext } from '@edge/context';
import { vapidPublicKey } from '@edge/push/vapid';
import { PushReminders } from './PushReminders';

/**
 * «Напоминания на этом устройстве» in the profile: a notification 3 days and 1 day before a payment
 * and when one is overdue, opening the contract. Off when the site has no VAPID key, and with
 * PUBLIC_OFFLINE_DISABLED, which removes the one service worker that receives the pushes (it says so).
 */
export function DeviceReminders() {
  const config = requestContext()?.var.config;
  const key = config?.PUBLIC_OFFLINE_DISABLED ? undefined : config?.VAPID_PRIVATE_KEY;
  return (
    <>
      <p className="item-list__meta">
        Уведомление за 3 дня и за день до платежа и в день, когда платёж просрочен; нажмите на него — откроется договор.
        Без вашего выбора в уведомлении нет ни номера договора, ни суммы.
      </p>
      {key ? (
        <>
          <PushReminders publicKey={vapidPublicKey(key)} />
          <noscript>
            <p className="item-list__meta">
              Напоминания на устройстве включаются с JavaScript: включите его в браузере.
            </p>
          </noscript>
        </>
      ) : (
        <p className="push-reminders__off">Напоминания на устройствах сейчас отключены на сайте.</p>
      )}
    </>
  );
}
