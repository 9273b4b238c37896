'use client';

import './icons.css';
import { showToast } from '../shell/toast-store';

/** Copies an icon's name for use in code and confirms it with a toast. */
export function CopyIconName({ name }: { name: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(name);
      showToast(`Скопировано: ${name}`, 'success');
    } catch {
      showToast(`Не удалось скопировать «${name}», выделите имя вручную`, 'error');
    }
  };
  return (
    <button type="button" className="icon-card__copy" onClick={copy}>
      {name}
    </button>
  );
}
