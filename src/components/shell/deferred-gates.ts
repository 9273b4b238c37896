// The gates of deferred islands (DeferredHydration.tsx): what opens them, and what an island
// whose code is still loading must not lose meanwhile.
import { restoreTyped, serverControls } from './typed-values';

/** An island starts hydrating this far before it scrolls into view (about one phone screen). */
const NEAR_VIEWPORT = '600px 0px';
/**
 * Input that means the visitor is using an island: it is hydrated before React sees the event, so
 * React dispatches the event to the hydrated island (React hydrates a boundary synchronously for a
 * discrete event and replays a focus once it is hydrated). `click` stays for a press that comes
 * without a pointer (a screen reader's activation); mouse and touch presses begin with pointerdown.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'];

/** The attribute that marks a deferred island's wrapper, with the island's id. */
export const ID_ATTRIBUTE = 'data-hydration-id';

/** Whether an island may hydrate; opened once, never closed. */
export type Gate = { opened: boolean; promise: Promise<void>; open: () => void };

export function closedGate(): Gate {
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
export function forget(wrapper: Element): Gate | undefined {
  const gate = waiting.get(wrapper);
  waiting.delete(wrapper);
  if (wrapper.firstElementChild) observer?.unobserve(wrapper.firstElementChild);
  return gate;
}

/**
 * Wrappers whose gate is open but whose island has not rendered yet (its code is loading): the
 * submissions to replay once it has, its server HTML's controls and the one last focused.
 */
type Opening = { replays: (() => void)[]; controls: ReturnType<typeof serverControls>; focused: Element | null };
const loading = new Map<Element, Opening>();

/** Opens an island's gate (`wrapper`: its wrapper, once on the page), remembering what it holds. */
export function openGate(wrapper: Element | null, gate: Gate) {
  if (wrapper && !loading.has(wrapper)) {
    forget(wrapper);
    loading.set(wrapper, { replays: [], controls: serverControls(wrapper), focused: null });
  }
  gate.open();
}

function release(wrapper: Element) {
  const gate = forget(wrapper);
  if (gate) openGate(wrapper, gate);
}

/** Opens every waiting island around the event's target (capture phase on window: before React). */
function onInteraction(event: Event) {
  let node = event.target instanceof Element ? event.target.closest(`[${ID_ATTRIBUTE}]`) : null;
  while (node) {
    release(node);
    const opening = loading.get(node);
    if (opening) {
      // Pressed before its code arrived: the island's own check answers the submission it
      // replays, not the browser's bubbles (the island sets the same once hydrated).
      for (const form of node.querySelectorAll('form')) form.noValidate = true;
      if (event.type === 'focusin') opening.focused = event.target as Element;
    }
    node = node.parentElement?.closest(`[${ID_ATTRIBUTE}]`) ?? null;
  }
}

/**
 * A submission of an island whose code is still loading waits for it and is then made again, so
 * the island handles it (checks, posts JSON, shows the answer in place) as it would have.
 */
function onSubmit(event: Event) {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const wrapper = form?.closest(`[${ID_ATTRIBUTE}]`);
  const queue = wrapper ? loading.get(wrapper)?.replays : undefined;
  if (!form || !queue) return;
  event.preventDefault();
  const submitter = event instanceof SubmitEvent ? event.submitter : null;
  queue.push(() => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
  });
}

/**
 * The island in `wrapper` has rendered: what was typed into server HTML React replaced is given
 * back, and the submissions it missed are made again.
 */
export function hydrated(wrapper: Element | null) {
  const opening = wrapper ? loading.get(wrapper) : undefined;
  if (!wrapper || !opening) return;
  loading.delete(wrapper);
  restoreTyped(wrapper, opening.controls, opening.focused);
  for (const replay of opening.replays) replay();
}

export function watch(wrapper: Element, gate: Gate) {
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
    window.addEventListener('submit', onSubmit, { capture: true });
  }
  waiting.set(wrapper, gate);
  observer.observe(target);
}
