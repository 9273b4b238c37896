import { API_ROUTES } from '@common/api-routes';
import { formatDateTime, plural } from '@common/format';
import type { ClientSession } from '@edge/upstream/profile';
import { type DeviceGroup, groupSessions } from '@edge/upstream/session-groups';
import { AccountMore } from './AccountMore';
import { ConfirmAction } from './ConfirmAction';
import { StatusBadge } from './StatusBadge';

/** Devices shown before the rest fold away. */
const SHOWN_DEVICES = 5;

function SessionItem({ session, device }: { session: ClientSession; device: string }) {
  return (
    <li className="session">
      <p className="item-list__meta">
        {session.current ? <StatusBadge slug="active">Этот сеанс · </StatusBadge> : null}
        Вход {formatDateTime(session.createdAt)}
        {session.lastUsedAt ? ` · последняя активность ${formatDateTime(session.lastUsedAt)}` : ''}
      </p>
      {session.current ? null : (
        <ConfirmAction
          action={API_ROUTES.revokeSession}
          label="Завершить сеанс"
          question={`Завершить сеанс «${device}»? На том устройстве понадобится войти заново.`}
          confirmLabel="Да, завершить"
          subject={`«${device}», вход ${formatDateTime(session.createdAt)}`}
          hidden={{ id: session.id }}
        />
      )}
    </li>
  );
}

function DeviceItem({ group }: { group: DeviceGroup }) {
  const count = group.sessions.length;
  const list = (
    <ul className="session-device__sessions">
      {group.sessions.map((session) => (
        <SessionItem key={session.id} session={session} device={group.device} />
      ))}
    </ul>
  );
  return (
    <li className="item-list__item session-device">
      <p className="item-list__title">
        {group.device}
        {group.current ? <StatusBadge slug="active"> Это устройство</StatusBadge> : null}
      </p>
      {count === 1 ? (
        list
      ) : (
        <>
          <p className="item-list__meta">
            {count} {plural(count, ['сеанс', 'сеанса', 'сеансов'])}, последняя активность{' '}
            {formatDateTime(group.lastActiveAt)}
          </p>
          <AccountMore summary={`Сеансы «${group.device}» (${count})`}>{list}</AccountMore>
        </>
      )}
    </li>
  );
}

/**
 * The client's sign-in sessions: this one alone («Это устройство»), the others grouped by device
 * («Chrome на Linux», «Приложение»): «Завершить все другие» first, five groups shown, the rest folded.
 */
export function SessionList({ sessions }: { sessions: ClientSession[] }) {
  const others = sessions.filter((s) => !s.current).length;
  const groups = groupSessions(sessions);
  const folded = groups.slice(SHOWN_DEVICES);
  return (
    <>
      {others ? (
        <ConfirmAction
          action={API_ROUTES.revokeOtherSessions}
          label="Завершить все другие сеансы"
          question={`Завершить ${others === 1 ? 'другой сеанс' : `все другие сеансы (${others})`}? Этот сеанс останется.`}
          confirmLabel="Да, завершить все"
        />
      ) : (
        <p className="item-list__meta">Других сеансов нет: вы вошли только на этом устройстве.</p>
      )}
      <ul className="item-list">
        {groups.slice(0, SHOWN_DEVICES).map((group) => (
          <DeviceItem key={`${group.device}${group.current ? ' (этот)' : ''}`} group={group} />
        ))}
      </ul>
      {folded.length ? (
        <AccountMore
          summary={`Ещё ${folded.length} ${plural(folded.length, ['устройство', 'устройства', 'устройств'])}`}
        >
          <ul className="item-list">
            {folded.map((group) => (
              <DeviceItem key={group.device} group={group} />
            ))}
          </ul>
        </AccountMore>
      ) : null}
    </>
  );
}
