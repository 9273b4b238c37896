'use client';

import { API_ROUTES } from '@common/api-routes';
import { JSON_REQUEST_HEADERS } from '@common/http';
import { useEffect, useId, useState } from 'react';
import { Button } from '../ui/Button';

type State = 'checking' | 'unsupported' | 'off' | 'on' | 'busy';

/** The one service worker of the site (src/sw/push-handlers.ts is part of it). */
const WORKER = '/sw.js';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
const currentSubscription = async () =>
  (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription() ?? null;

const post = (action: string, body: object) =>
  fetch(action, { method: 'POST', headers: JSON_REQUEST_HEADERS, body: JSON.stringify(body) });

/**
 * «Напоминать о платежах» on this device: subscribes this browser to Web Push with the site's VAPID
 * key and tells the edge; «Отключить» removes it on both sides. Push needs script, so this island
 * is the whole control; without script the profile says so (noscript).
 */
export function PushReminders({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>('checking');
  const [message, setMessage] = useState('');
  const [showAmounts, setShowAmounts] = useState(false);
  const amountsId = useId();

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    currentSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  async function turnOn() {
    setState('busy');
    setMessage('');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setMessage('Браузер не разрешил уведомления: разрешите их для сайта в настройках и попробуйте снова');
        return setState('off');
      }
      await navigator.serviceWorker.register(WORKER, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      const { endpoint, keys } = subscription.toJSON();
      const res = await post(API_ROUTES.pushSubscribe, {
        endpoint,
        p256dh: keys?.p256dh,
        auth: keys?.auth,
        showAmounts,
      });
      if (!res.ok) {
        await subscription.unsubscribe();
        throw new Error(String(res.status));
      }
      setMessage('Напоминания о платежах включены на этом устройстве');
      setState('on');
    } catch {
      setMessage('Не удалось включить напоминания на этом устройстве. Попробуйте позже');
      setState('off');
    }
  }

  async function turnOff() {
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const res = await post(API_ROUTES.pushUnsubscribe, { endpoint: subscription.endpoint });
        if (!res.ok) throw new Error(String(res.status));
        await subscription.unsubscribe();
      }
      setMessage('Напоминания на этом устройстве отключены');
      setState('off');
    } catch {
      setMessage('Не удалось отключить напоминания. Попробуйте позже');
      setState('on');
    }
  }

  return (
    <div className="push-reminders">
      {state === 'unsupported' ? (
        <p className="item-list__meta">
          Этот браузер не умеет показывать уведомления сайтов. На iPhone добавьте сайт на экран «Домой» и включите
          напоминания оттуда.
        </p>
      ) : null}
      {state === 'off' || (state === 'busy' && !message) ? (
        <p className="push-reminders__amounts">
          <input
            id={amountsId}
            type="checkbox"
            checked={showAmounts}
            onChange={(e) => setShowAmounts(e.target.checked)}
          />
          <label htmlFor={amountsId}>
            Показывать в уведомлении номер договора и сумму (их увидят на экране блокировки)
          </label>
        </p>
      ) : null}
      {state === 'on' ? (
        <Button type="button" size="md" theme="outline" onClick={turnOff}>
          Отключить
        </Button>
      ) : state === 'off' || state === 'busy' ? (
        <Button type="button" size="md" onClick={turnOn} loading={state === 'busy'} disabled={state === 'busy'}>
          Напоминать о платежах
        </Button>
      ) : null}
      <p className="push-reminders__message" role="status">
        {message}
      </p>
    </div>
  );
}
