// What the phone's menu does while it is open (SiteMenu.tsx), fetched the first time it opens:
// most visits never open it, and a desktop never shows it.

/** What sits under the open panel: the header's siblings (the page and the footer). */
function pageBehind(menu: HTMLElement): HTMLElement[] {
  const header = menu.closest('header');
  const parent = header?.parentElement;
  if (!header || !parent) return [];
  return [...parent.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== header);
}

/**
 * While `menu` is open the page under it is `inert`, and it closes when focus leaves it (Tab past
 * its last link), on Escape wherever focus is (focus back on its button when it was inside), on a
 * tap outside and after following a link. Returns what undoes it, for when it has closed.
 */
export function holdOpenMenu(menu: HTMLDetailsElement): () => void {
  const close = () => {
    menu.open = false;
  };
  const behind = pageBehind(menu).filter((el) => !el.inert);
  for (const el of behind) el.inert = true;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const inside = menu.contains(document.activeElement);
    close();
    if (inside) menu.querySelector('summary')?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (!(event.target instanceof Node) || !menu.contains(event.target)) close();
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus moving to another element outside (not the window losing focus) closes the panel.
    if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) close();
  };
  // Following one of its links (a click, or Enter on it) closes it.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  document.addEventListener('keydown', onKey);
  menu.addEventListener('click', onClick);
  document.addEventListener('pointerdown', onPointer, true);
  menu.addEventListener('focusout', onFocusOut);
  return () => {
    for (const el of behind) el.inert = false;
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer, true);
    menu.removeEventListener('focusout', onFocusOut);
    menu.removeEventListener('click', onClick);
  };
}
