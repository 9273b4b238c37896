import { formatDateTime } from '@common/format';
import { type ClientSession, deviceName } from '@edge/upstream/profile';
import { ConfirmAction } from './ConfirmAction';

/** The client's sign-in sessions: device, when it started and was last used; others can be ended. */
export function SessionList({ sessions }: { sessions: ClientSession[] }) {
  const others = sessions.filter((s) => !s.current);
  return (
    <>
      <ul className="item-list">
        {sessions.map((session) => (
          <li key={session.id} className="item-list__item">
            <p className="item-list__title">
              {deviceName(session.name)}
              {session.current ? <span className="status status--active"> Этот сеанс</span> : null}
            </p>
            <p className="item-list__meta">
              Вход {formatDateTime(session.createdAt)}
              {session.lastUsedAt ? ` · последняя активность ${formatDateTime(session.lastUsedAt)}` : ''}
            </p>
            {session.current ? null : (
              <ConfirmAction
                action="/api/account/sessions/revoke"
                label="Завершить сеанс"
                question={`Завершить сеанс «${deviceName(session.name)}»? На том устройстве понадобится войти заново.`}
                confirmLabel="Да, завершить"
                hidden={{ id: session.id }}
              />
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <ConfirmAction
          action="/api/account/sessions/revoke-others"
          label="Завершить все другие сеансы"
          question={`Завершить ${others.length === 1 ? 'другой сеанс' : `все другие сеансы (${others.length})`}? Этот сеанс останется.`}
          confirmLabel="Да, завершить все"
        />
      ) : (
        <p className="item-list__meta">Других сеансов нет: вы вошли только на этом устройстве.</p>
      )}
    </>
  );
}
