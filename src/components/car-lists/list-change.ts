import { carListAction } from '@common/api-routes';
import { carListRules } from '@common/car-list-rules';
import type { CarListName } from '@common/car-lists';
import { JSON_REQUEST_HEADERS } from '@common/http';
import { showToast } from '../shell/toast-store';
import { announceListChange } from './list-events';

const FAILED = 'Не удалось изменить список. Проверьте соединение и попробуйте ещё раз.';

type ListChange = { list: CarListName; op: 'add' | 'remove'; carId: number; title: string };

/**
 * A list button's post made as JSON to the route its plain form posts to (the buttons of a card,
 * the comparison's «Убрать»). On success the lists' links hear the new ids (list-events.ts) and a
 * toast says what happened; a refusal or a failed request is told in a toast too. Returns the ids
 * as the edge keeps them now, or `null` when nothing changed.
 */
export async function changeCarList({ list, op, carId, title }: ListChange): Promise<number[] | null> {
  try {
    const res = await fetch(carListAction(list), {
      method: 'POST',
      headers: JSON_REQUEST_HEADERS,
      body: JSON.stringify({ op, carId: String(carId) }),
    });
    const body = (await res.json()) as { ok?: boolean; ids?: number[]; message?: string };
    if (res.ok && Array.isArray(body.ids)) {
      announceListChange({ list, ids: body.ids });
      const rules = carListRules(list);
      showToast(body.message ?? `${title} ${op === 'add' ? rules.added : rules.removed}`, 'success');
      return body.ids;
    }
    showToast(body.message ?? FAILED, 'error');
  } catch {
    showToast(FAILED, 'error');
  }
  return null;
}
