'use client';

import './ResendCode.css';
import { useEffect, useState } from 'react';
import { useFormState } from '../forms';
import { Button } from '../ui/Button';

/**
 * «Отправить код повторно» with a visible countdown to the end of the upstream's cooldown.
 * Without JavaScript the button stays usable; the server answers an early request with the wait.
 */
export function ResendCode({ action, resendAt }: { action: string; resendAt: number }) {
  const { pending } = useFormState();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const waiting = left !== null && left > 0;
  // The visible countdown changes every second; a screen reader hears only its start and its end
  // (WCAG 2.2.2, 4.1.3): the live region's text is set twice, not on each tick.
  const [said, setSaid] = useState<string>('');
  useEffect(() => {
    if (left === null) return;
    if (left > 0) setSaid((now) => now || `Отправить код повторно можно через ${left} с`);
    else setSaid('Можно запросить новый код.');
  }, [left]);
  return (
    <div className="resend-code">
      <p className="resend-code__timer" aria-hidden={left === null ? undefined : true}>
        {waiting ? `Отправить код повторно можно через ${left} с` : 'Не пришёл код? Запросите новый.'}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      <Button type="submit" theme="outline" size="md" formAction={action} disabled={waiting || pending}>
        Отправить код повторно
      </Button>
    </div>
  );
}
