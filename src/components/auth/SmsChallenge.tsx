'use client';

import './SmsChallenge.css';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useFormState } from '../forms/form-context';

/** The widget's own methods (the `altcha` element once its script has run). */
type Widget = HTMLElement & { reset?: () => void; verify?: () => unknown };

/** The widget and its Russian texts: fetched only when a form shows the challenge. */
async function loadWidget(): Promise<void> {
  await import('altcha');
  await import('altcha/i18n/ru');
}

/**
 * The proof-of-work check before another SMS code (ALTCHA, self-hosted: the edge signs the
 * challenge and verifies the answer). The server renders it once a few codes have left for the
 * visitor's address (`needed`), and the form shows it when the edge asks for it (a 422 on the
 * `altcha` field) — only then is the widget's script loaded. It solves on its own as the page
 * opens and puts its answer into the form's `altcha` field (the widget's default name). Without JavaScript it cannot run:
 * the visitor is told so, and gets codes only until the challenge is needed.
 */
export function SmsChallenge({ challenge, needed }: { challenge: string; needed: boolean }) {
  const { errors, idPrefix } = useFormState();
  const asked = Object.hasOwn(errors, 'altcha') ? errors.altcha : undefined;
  const [shown, setShown] = useState(needed);
  const widget = useRef<Widget>(null);
  if (asked && !shown) setShown(true);
  useEffect(() => {
    if (shown) void loadWidget();
  }, [shown]);
  // The edge refused the answer (spent by a code the upstream then refused, or expired): solve anew.
  useEffect(() => {
    if (!asked) return;
    widget.current?.reset?.();
    widget.current?.verify?.();
  }, [asked]);
  if (!shown) return null;
  return (
    <div className="sms-challenge" id={`${idPrefix}-altcha`}>
      <p className="sms-challenge__lead">
        С вашего адреса уже запрашивали коды. Перед отправкой нового браузер решит небольшую задачу — это займёт пару
        секунд.
      </p>
      <altcha-widget ref={widget} challenge={challenge} auto="onload" language="ru" />
      <noscript>
        <p className="sms-challenge__lead">
          Чтобы получить новый код, включите JavaScript: без него проверку «Я не робот» не пройти.
        </p>
      </noscript>
    </div>
  );
}
