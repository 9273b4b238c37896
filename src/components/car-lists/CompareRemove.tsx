'use client';

import { carListAction } from '@common/api-routes';
import { comparePath } from '@common/car-lists';
import { revealInRow } from '@src/lib/reveal-focus';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { navigateInPlace } from '../shell/navigate-in-place';
import { Button } from '../ui/Button';
import { changeCarList } from './list-change';

type Props = {
  carId: number;
  /** The car's name: it tells the columns' buttons apart for a screen reader. */
  title: string;
  /** The comparison as it is: a plain post returns to the address of the cars left (edge/routes/car-lists.ts). */
  back: string;
};

/** The «Убрать» that takes focus when a column goes: the next column's that stays, else the previous one's. */
function neighbour(form: HTMLFormElement, ids: readonly number[]): HTMLButtonElement | null {
  const forms = [...(form.closest('table')?.querySelectorAll<HTMLFormElement>('form[data-car-id]') ?? [])];
  const at = forms.indexOf(form);
  const stays = (other: HTMLFormElement) => ids.includes(Number(other.dataset.carId));
  const next = forms.slice(at + 1).find(stays) ?? forms.slice(0, at).reverse().find(stays);
  return next?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
}

/**
 * A column's «Убрать» in the comparison (CompareTable.tsx): a plain form whose post returns to the
 * comparison of the other cars. With JavaScript the same post goes as JSON (list-change.ts: the
 * toast, the «Сравнение (N)» link), focus moves to the next column's «Убрать» (else the previous
 * one's) and the router renders the new address without a reload (WCAG 2.4.3, 4.1.3). With no
 * column left focus is lost with this one, and RouteFocus.tsx gives it to the page's heading
 * above the empty state.
 */
export function CompareRemove({ carId, title, back }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // After a render with new columns (the router's, this button focused as a neighbour): the row
  // that scrolls sideways on a phone may have moved it out of view with the column that went.
  useEffect(() => {
    const button = form.current?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button && document.activeElement === button) revealInRow(button);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const pressed = event.currentTarget;
    setPending(true);
    try {
      const ids = await changeCarList({ list: 'compare', op: 'remove', carId, title });
      if (!ids) return;
      // Before the column goes, so focus is never dropped; a button that stays keeps it (RouteFocus.tsx).
      neighbour(pressed, ids)?.focus();
      await navigateInPlace(router.replace, comparePath(ids));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      action={carListAction('compare')}
      className="compare-table__remove"
      data-car-id={carId}
      onSubmit={submit}
    >
      <input type="hidden" name="op" value="remove" />
      <input type="hidden" name="carId" value={carId} />
      <input type="hidden" name="_back" value={back} />
      <Button type="submit" size="md" theme="outline" loading={pending}>
        Убрать<span className="visually-hidden"> {title} из сравнения</span>
      </Button>
    </form>
  );
}
