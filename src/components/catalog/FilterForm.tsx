'use client';
import { API_ROUTES } from '@common/api-routes';

import './filters.css';
import { catalogHref, parseCatalogQuery } from '@common/catalog-query';
import { formatNumber, plural } from '@common/format';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useRouter } from 'waku';
import { useFormUrlSync } from '../forms/url-form-sync';
import { navigateInPlace } from '../shell/navigate-in-place';
import { Button } from '../ui/Button';

const COUNT_DELAY_MS = 350;
const CARS = ['автомобиль', 'автомобиля', 'автомобилей'] as const;
/** Changing these re-renders the form itself (models depend on the brand) or only the order. */
const NAVIGATE_AT_ONCE = new Set(['brand', 'sort']);

/** The form's fields as the catalogue's canonical URL (empty inputs left out, page back to 1). */
function hrefOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value);
  });
  return catalogHref(parseCatalogQuery(params), { page: 1 });
}

/** Keys that move a closed select's choice at once: while the visitor browses with them, nothing navigates. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** The control that had focus when the form navigated, found again in the form the new page renders. */
type FocusedControl = { name: string; value: string | null } | { name: null; value: null };
let refocus: FocusedControl | null = null;

function controlOf(element: Element | null): FocusedControl | null {
  if (
    !(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLButtonElement
    )
  )
    return null;
  if (element instanceof HTMLButtonElement || !element.name) return { name: null, value: null };
  const choice = element instanceof HTMLInputElement && element.type === 'checkbox';
  return { name: element.name, value: choice ? element.value : null };
}

/**
 * After a navigation the page renders a new form (keyed by its URL): focus goes back to the same
 * control (WCAG 2.4.3, 3.2.2), or to its group's first one if that choice is gone, or «Показать».
 */
function restoreFocus(form: HTMLFormElement, control: FocusedControl) {
  const fields = [...form.elements].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const same = fields.filter((el) => control.name !== null && el.getAttribute('name') === control.name);
  const target =
    same.find((el) => control.value === null || (el as HTMLInputElement).value === control.value) ??
    same[0] ??
    form.querySelector<HTMLElement>('button[type="submit"]');
  target?.focus({ preventScroll: true });
}

const showLabel = (total: number) => `Показать ${formatNumber(total)} ${plural(total, CARS)}`;

/**
 * The catalogue's filter form. Without JavaScript it is a GET form to /catalog. With it, the
 * «Показать N» count follows every change (`/api/catalog/count`, debounced), and submitting,
 * choosing a brand or a sort order moves the router to the new URL: the list and the facets
 * re-render on the server without a full reload, and the back button restores the previous
 * filters (the panel keys this form by its URL, so the inputs reset to it). Focus stays on the
 * control that was used and the panel stays open (issue 34); a sort order browsed with the arrow
 * keys applies on Enter or when focus leaves the list.
 */
export function FilterFormIsland({ total, children }: { total: number; children: ReactNode }) {
  const router = useRouter();
  const [count, setCount] = useState(total);
  const [counting, setCounting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  // Marks the form as live (tests wait for it; CSS could too): changes before this do a GET.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // Back/Forward to a document or from the back/forward cache: the inputs follow the URL.
  const form = useRef<HTMLFormElement>(null);
  useFormUrlSync(form);
  // A sort order chosen with arrow keys is applied on Enter or on leaving the list, not at each key.
  const browsing = useRef(false);
  const sortPending = useRef(false);
  useEffect(() => {
    if (!refocus || !form.current) return;
    const control = refocus;
    refocus = null;
    // Only if focus was lost with the old form (the visitor may have moved on meanwhile).
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) restoreFocus(form.current, control);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  async function go(href: string) {
    sortPending.current = false;
    const active = document.activeElement;
    refocus = form.current?.contains(active) ? controlOf(active) : null;
    clearTimeout(timer.current);
    request.current?.abort();
    await navigateInPlace(router.push, href);
  }

  async function recount(href: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setCounting(true);
    try {
      const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
      const res = await fetch(`${API_ROUTES.catalogCount}${search}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      const body: unknown = await res.json();
      if (res.ok && typeof body === 'object' && body !== null && 'total' in body && typeof body.total === 'number') {
        setCount(body.total);
      }
    } catch {
      // A failed count keeps the last one; submitting still shows the real list.
    } finally {
      if (request.current === controller) setCounting(false);
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const href = hrefOf(event.currentTarget);
    if (target.name === 'sort' && browsing.current) {
      sortPending.current = true;
      return;
    }
    if (NAVIGATE_AT_ONCE.has(target.name)) {
      void go(href);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void recount(href), COUNT_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (!(event.target instanceof HTMLSelectElement)) return;
    if (event.key === 'Enter' && sortPending.current) {
      event.preventDefault();
      void go(hrefOf(event.currentTarget));
      return;
    }
    if (BROWSING_KEYS.has(event.key) || event.key.length === 1) browsing.current = true;
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!(event.target instanceof HTMLSelectElement)) return;
    browsing.current = false;
    if (sortPending.current) void go(hrefOf(event.currentTarget));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void go(hrefOf(event.currentTarget));
  }

  return (
    <form
      ref={form}
      method="get"
      action="/catalog"
      className="catalog-filters__form"
      autoComplete="off"
      data-enhanced={enhanced || undefined}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerDown={() => {
        browsing.current = false;
      }}
      onSubmit={onSubmit}
    >
      {children}
      <div className="catalog-filters__actions">
        <p className="catalog-filters__count" aria-live="polite" aria-atomic="true">
          {counting ? 'Считаем…' : `Найдено: ${formatNumber(count)} ${plural(count, CARS)}`}
        </p>
        {/* Never disabled: without JavaScript the count is the last page's, and the form must still post. */}
        <Button type="submit" fullWidth size="md">
          {showLabel(count)}
        </Button>
      </div>
    </form>
  );
}
