'use client';

import { carListAction } from '@common/api-routes';
import type { CarListName } from '@common/car-lists';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { changeCarList } from './list-change';

const LABELS: ReadonlyMap<CarListName, { add: string; remove: string }> = new Map([
  ['compare', { add: 'Сравнить', remove: 'Убрать из сравнения' }],
  ['favourites', { add: 'В избранное', remove: 'Убрать из избранного' }],
]);

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
      const ids = await changeCarList({ list, op: on ? 'remove' : 'add', carId, title });
      if (ids) setOn(ids.includes(carId));
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
