'use client';

import { carListAction } from '@common/api-routes';
import { carListRules } from '@common/car-list-rules';
import type { CarListName } from '@common/car-lists';
import { JSON_REQUEST_HEADERS } from '@common/http';
import { type FormEvent, useEffect, useState } from 'react';
import { showToast } from '../shell/toast-store';
import { Button } from '../ui/Button';
import { announceListChange } from './list-events';

const LABELS: ReadonlyMap<CarListName, { add: string; remove: string }> = new Map([
  ['compare', { add: 'Сравнить', remove: 'Убрать из сравнения' }],
  ['favourites', { add: 'В избранное', remove: 'Убрать из избранного' }],
]);
const FAILED = 'Не удалось изменить список. Проверьте соединение и попробуйте ещё раз.';

type Props = {
  list: CarListName;
  carId: number;
  /** The page a plain post returns to, with the card's fragment. */
  back: string;
  on: boolean;
  /** The car's name: the visible words start the button's name, the car's tells the cards apart. */
  title: string;
  /** A plain post even with JavaScript: the page of the list itself, which the change reshapes. */
  plain?: boolean;
};

/**
 * «Сравнить» / «В избранное» and their «Убрать…»: a plain form (a post that returns to the card).
 * With JavaScript the same post goes as JSON, the page stays and focus stays on the button, whose
 * words change; the toast says what happened (WCAG 2.4.3, 4.1.3).
 */
export function ListToggle({ list, carId, back, on: initiallyOn, title, plain = false }: Props) {
  const [on, setOn] = useState(initiallyOn);
  const [pending, setPending] = useState(false);
  // Marks the form as answered here (tests wait for it): until then it is the plain post.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => setOn(initiallyOn), [initiallyOn]);
  const labels = LABELS.get(list) ?? { add: '', remove: '' };

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (plain) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const res = await fetch(carListAction(list), {
        method: 'POST',
        headers: JSON_REQUEST_HEADERS,
        body: JSON.stringify({ op: on ? 'remove' : 'add', carId: String(carId) }),
      });
      const body = (await res.json()) as { ok?: boolean; ids?: number[]; message?: string };
      if (res.ok && Array.isArray(body.ids)) {
        setOn(body.ids.includes(carId));
        announceListChange({ list, ids: body.ids });
        showToast(body.message ?? `${title} ${on ? carListRules(list).removed : carListRules(list).added}`, 'success');
      } else {
        showToast(body.message ?? FAILED, 'error');
      }
    } catch {
      showToast(FAILED, 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      action={carListAction(list)}
      className="car-list-buttons__form"
      onSubmit={submit}
      data-list-ready={(ready && !plain) || undefined}
    >
      <input type="hidden" name="op" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="carId" value={carId} />
      <input type="hidden" name="_back" value={back} />
      <Button
        type="submit"
        size="md"
        theme={on ? 'primary' : 'outline'}
        icon={on ? 'check' : undefined}
        loading={pending}
      >
        {on ? labels.remove : labels.add}
        <span className="visually-hidden">: {title}</span>
      </Button>
    </form>
  );
}
