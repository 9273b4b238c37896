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
  return (
    <div className="resend-code">
      <p className="resend-code__timer" aria-live="polite">
        {waiting ? `Отправить код повторно можно через ${left} с` : 'Не пришёл код? Запросите новый.'}
      </p>
      <Button type="submit" theme="outline" size="md" formAction={action} disabled={waiting || pending}>
        Отправить код повторно
      </Button>
    </div>
  );
}
