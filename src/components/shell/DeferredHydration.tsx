'use client';

import './DeferredHydration.css';
import {
  Activity,
  type ComponentType,
  lazy,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useRouter } from 'waku';
import { closedGate, forget, type Gate, hydrated, ID_ATTRIBUTE, openGate, type Wake, watch } from './deferred-gates';

/** Whether the server's HTML of this wrapper is on the page, i.e. this render hydrates it. */
function hydratingServerHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${ID_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

/**
 * Suspends while the gate is closed (and the island's lazy code while it loads): React then keeps
 * the island's server HTML as it is. Once the island has hydrated, says so.
 */
function GateKeeper({ gate, onHydrated, children }: { gate: Gate; onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  if (!gate.opened) use(gate.promise);
  return children;
}

/**
 * An island below the fold or behind a disclosure, hydrated when it comes near the viewport or at
 * the visitor's first touch, key or focus inside it (or only at that first input: `wake`,
 * deferred-gates.ts) — not with the rest of the page, so the phone's main thread does less at load. Until then its server HTML stays as it is: links and
 * forms work as they do without JavaScript. On the server, and when a client navigation mounts it,
 * it renders its children at once.
 *
 * The boundary is an Activity, not a Suspense: React hydrates both on their own and keeps either's
 * server HTML while it suspends, but the server streams a large Suspense boundary after the rest
 * of the page (out of place until a script moves it, and for good without JavaScript), while an
 * Activity stays where it is. The whole island is inside the boundary (`deferHydration`), so none
 * of its hooks run before its markup hydrates.
 */
function DeferredHydration({ wake, children }: { wake: Wake; children: ReactNode }) {
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
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  if (gate && !gate.opened && (first.current.children !== children || first.current.route !== route)) {
    // If the island's code is not there yet React cannot hydrate it and renders it anew once it
    // is: what was typed into its server HTML is then given back (typed-values.ts).
    openGate(wrapperRef.current, gate);
  }
  const register = useCallback(
    (wrapper: HTMLDivElement | null) => {
      wrapperRef.current = wrapper;
      if (!wrapper || !gate || gate.opened) return;
      watch(wrapper, gate, wake);
      return () => void forget(wrapper);
    },
    [gate, wake],
  );
  const onHydrated = useCallback(() => hydrated(wrapperRef.current), []);
  return (
    <div ref={register} className="deferred-hydration" {...{ [ID_ATTRIBUTE]: id }}>
      <Activity mode="visible">
        {gate ? (
          <GateKeeper gate={gate} onHydrated={onHydrated}>
            {children}
          </GateKeeper>
        ) : (
          children
        )}
      </Activity>
    </div>
  );
}

/**
 * The island that `load` imports, hydrated when it comes near the viewport or is touched
 * (DeferredHydration): for forms and calculators below the fold; with `wake: 'interaction'` only
 * when touched, for small controls repeated down a list. Its code is fetched when its gate
 * opens, not with the page (the module calling this stays small: it is what the page loads); a
 * submission made while it loads is made again once it has hydrated (deferred-gates.ts). On the
 * server, and when a client navigation mounts it, it renders as soon as the code is there.
 */
export function deferHydration<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  wake: Wake = 'near',
): ComponentType<P> {
  const Island = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island, at the top level of its Deferred* module
  function Deferred(props: P) {
    return (
      <DeferredHydration wake={wake}>
        <Island {...props} />
      </DeferredHydration>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
