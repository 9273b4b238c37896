'use client';

import './DeferredHydration.css';
import { Activity, type ComponentType, type ReactNode, use, useCallback, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';

/** An island starts hydrating this far before it scrolls into view (about one phone screen). */
const NEAR_VIEWPORT = '600px 0px';
/**
 * Input that means the visitor is using an island: it is hydrated before React sees the event, so
 * React dispatches the event to the hydrated island (React hydrates a boundary synchronously for a
 * discrete event and replays a focus once it is hydrated). `click` stays for a press that comes
 * without a pointer (a screen reader's activation); mouse and touch presses begin with pointerdown.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'];
const ID_ATTRIBUTE = 'data-hydration-id';

/** Whether an island may hydrate; opened once, never closed. */
type Gate = { opened: boolean; promise: Promise<void>; open: () => void };

function closedGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    opened: false,
    promise,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** The gates of islands still waiting, by their wrapper element. */
const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | undefined;

/** Stops watching a wrapper; its gate, if it was waiting. */
function forget(wrapper: Element): Gate | undefined {
  const gate = waiting.get(wrapper);
  waiting.delete(wrapper);
  if (wrapper.firstElementChild) observer?.unobserve(wrapper.firstElementChild);
  return gate;
}

function release(wrapper: Element) {
  forget(wrapper)?.open();
}

/** Opens every waiting island around the event's target (capture phase on window: before React). */
function onInteraction(event: Event) {
  let node = event.target instanceof Element ? event.target.closest(`[${ID_ATTRIBUTE}]`) : null;
  while (node) {
    release(node);
    node = node.parentElement?.closest(`[${ID_ATTRIBUTE}]`) ?? null;
  }
}

function watch(wrapper: Element, gate: Gate) {
  // The wrapper has no box (display: contents): its island's root element is what scrolls into view.
  const target = wrapper.firstElementChild;
  if (!target || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return;
  }
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.target.parentElement) release(entry.target.parentElement);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  waiting.set(wrapper, gate);
  observer.observe(target);
}

/** Whether the server's HTML of this wrapper is on the page, i.e. this render hydrates it. */
function hydratingServerHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${ID_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

/** Suspends while the gate is closed: React then keeps the island's server HTML as it is. */
function Gate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}

/**
 * An island below the fold or behind a disclosure, hydrated when it comes near the viewport or at
 * the visitor's first touch, key or focus inside it — not with the rest of the page, so the
 * phone's main thread does less at load. Until then its server HTML stays as it is: links and
 * forms work as they do without JavaScript. On the server, and when a client navigation mounts it,
 * it renders its children at once.
 *
 * The boundary is an Activity, not a Suspense: React hydrates both on their own and keeps either's
 * server HTML while it suspends, but the server streams a large Suspense boundary after the rest
 * of the page (out of place until a script moves it, and for good without JavaScript), while an
 * Activity stays where it is. The whole island is inside the boundary (`deferHydration`), so none
 * of its hooks run before its markup hydrates.
 */
function DeferredHydration({ children }: { children: ReactNode }) {
  const id = useId();
  const [gate] = useState(() => (hydratingServerHtml(id) ? closedGate() : null));
  // An update that reaches the boundary before it hydrated is hydrated first if it can be: React
  // retries the boundary at a higher priority, and only if that fails (a closed gate suspends it)
  // renders the island on the client instead, over its server HTML and what was typed into it. So
  // the gate opens, during this render, on what reaches the boundary: new children (the page was
  // refreshed from the server) and a new route (a context change reaches every dehydrated
  // boundary under it: Waku restores the address's #hash in an effect just after hydration, and
  // an island then touched was rendered anew, losing the visitor's first keys — decision 0030).
  // Opening is monotonic, so doing it during render is safe to repeat.
  const { path, query, hash } = useRouter();
  const route = `${path}?${query}${hash}`;
  const first = useRef({ children, route });
  if (gate && !gate.opened && (first.current.children !== children || first.current.route !== route)) gate.open();
  const register = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!wrapper || !gate || gate.opened) return;
      watch(wrapper, gate);
      return () => void forget(wrapper);
    },
    [gate],
  );
  return (
    <div ref={register} className="deferred-hydration" {...{ [ID_ATTRIBUTE]: id }}>
      <Activity mode="visible">{gate ? <Gate gate={gate}>{children}</Gate> : children}</Activity>
    </div>
  );
}

/**
 * The island `Island` hydrated when it comes near the viewport or is touched (DeferredHydration):
 * for forms and calculators below the fold. Export the result from the island's own module.
 */
export function deferHydration<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Deferred(props: P) {
    return (
      <DeferredHydration>
        <Island {...props} />
      </DeferredHydration>
    );
  }
  Deferred.displayName = `Deferred(${Island.displayName ?? Island.name})`;
  return Deferred;
}
