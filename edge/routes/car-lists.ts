import { applyCarListChange, carListChange } from '@common/car-list-change';
import { carListRules } from '@common/car-list-rules';
import { CAR_LIST_NAMES, type CarListName, comparePath, FAVOURITES_PATH } from '@common/car-lists';
import { isJsonType } from '@common/http';
import type { ToastInput } from '@common/toast';
import { Hono } from 'hono';
import { readCarList, writeCarList } from '../car-lists/cookie';
import type { SiteContext, SiteEnv } from '../context';
import { reactionFor, UpstreamError } from '../errors';
import { backField, readBody } from '../forms/body';
import { flashToast } from '../session/flash';
import { carShort } from '../upstream/cars';
import { transportFor } from '../upstream/context';

const LISTS: ReadonlyMap<string, CarListName> = new Map(CAR_LIST_NAMES.map((name) => [name, name]));
const LIST_PAGES: ReadonlyMap<CarListName, string> = new Map([
  ['compare', comparePath([])],
  ['favourites', FAVOURITES_PATH],
]);
const COMPARE_PAGE = /^\/compare(?:[?#]|$)/;

type Outcome = { status: 200 | 404 | 422 | 429 | 500 | 502 | 503; toast: ToastInput; ids: number[] };

/**
 * POST /api/lists/{compare|favourites}: adds a car to a list, removes it, or clears the list
 * (`op`, `carId`), kept in the visitor's cookie. A plain form comes back to its `_back` (the
 * comparison to the address of its new list) with a toast; a fetch gets `{ ok, ids, message }`.
 * An added car must exist: GET /cars/{id}/short names it in the toast.
 */
export const carListRoutes = new Hono<SiteEnv>().post('/:list', async (c) => {
  const list = LISTS.get(c.req.param('list'));
  if (!list) return c.json({ message: 'Не найдено' }, 404);
  const body = await readBody(c);
  if (!body.ok) return c.json({ ok: false, message: body.message }, body.status);
  const outcome = await change(c, list, body.raw);
  const json = isJsonType(c.req.header('content-type'));
  if (json) {
    return c.json({ ok: outcome.status === 200, ids: outcome.ids, message: outcome.toast.message }, outcome.status);
  }
  await flashToast(c, outcome.toast);
  const back = backField(body.raw, LIST_PAGES.get(list));
  return c.redirect(list === 'compare' && COMPARE_PAGE.test(back) ? comparePath(outcome.ids) : back, 303);
});

async function change(c: SiteContext, list: CarListName, raw: Record<string, unknown>): Promise<Outcome> {
  const ids = readCarList(c, list);
  const rules = carListRules(list);
  const parsed = carListChange.safeParse(raw);
  if (!parsed.success) return { status: 422, ids, toast: { type: 'error', message: 'Некорректный автомобиль' } };
  const request = parsed.data;
  if (request.op === 'clear') {
    writeCarList(c, list, []);
    return { status: 200, ids: [], toast: { type: 'success', message: 'Список очищен' } };
  }
  if (request.op === 'add' && !ids.includes(request.carId) && ids.length >= rules.max) {
    return { status: 422, ids, toast: { type: 'error', message: rules.full } };
  }
  let title = 'Автомобиль';
  try {
    const car = await carShort(transportFor(c, null), request.carId);
    if (car) title = car.title;
    else if (request.op === 'add')
      return { status: 422, ids, toast: { type: 'error', message: 'Автомобиль не найден' } };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    // A car that cannot be checked is not added; removing needs no check.
    if (request.op === 'add') {
      const reaction = reactionFor(err, 'carList');
      return { status: reaction.status as Outcome['status'], ids, toast: { type: 'error', message: reaction.message } };
    }
  }
  const next = applyCarListChange(ids, request);
  writeCarList(c, list, next);
  const verb = request.op === 'add' ? rules.added : rules.removed;
  return { status: 200, ids: next, toast: { type: 'success', message: `${title} ${verb}` } };
}
