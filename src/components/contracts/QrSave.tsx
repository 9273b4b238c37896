'use client';

import { buttonClassName } from '@src/components/ui/button-class';
import { type MouseEvent, useEffect, useRef } from 'react';

/**
 * «Сохранить QR-код»: a plain link to the PNG, saved by the server's `Content-Disposition:
 * attachment` (no `download` attribute: after a session ended it would save the sign-in page),
 * which works without JavaScript and on a phone
 * that can share files opens the share sheet instead — to a bank app, a messenger or Photos.
 * The picture is fetched ahead, so the tap still counts as the person's own when `share` runs.
 */
export function QrSave({ href, fileName }: { href: string; fileName: string }) {
  const file = useRef<File | null>(null);
  useEffect(() => {
    // Phones and tablets: a desktop saves the file, and asks the upstream nothing ahead.
    if (typeof navigator.canShare !== 'function' || !matchMedia('(pointer: coarse)').matches) return;
    let live = true;
    fetch(href, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        const png = blob ? new File([blob], fileName, { type: 'image/png' }) : null;
        if (live && png && navigator.canShare({ files: [png] })) file.current = png;
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [href, fileName]);
  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    const png = file.current;
    if (!png) return; // the download goes ahead
    event.preventDefault();
    navigator.share({ files: [png], title: 'QR-код для оплаты' }).catch(() => {});
  };
  return (
    <a
      className={buttonClassName({ size: 'md', theme: 'outline', className: 'payment-qr__save' })}
      href={href}
      onClick={share}
    >
      Сохранить QR-код
    </a>
  );
}
