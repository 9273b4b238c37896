// The gates of deferred islands (DeferredHydration.tsx): what opens them, and what an island
// whose code is still loading must not lose meanwhile.

/** An island starts hydrating this far before it scrolls into view (about one phone screen). */
const NEAR_VIEWPORT = '600px 0px';
/** What typed-values.ts may give back: the island's form controls. */
const CONTROLS = 'input, textarea, select';
/**
 * Input that means the visitor is using an island: it is hydrated before React sees the event, so
 * React dispatches the event to the hydrated island (React hydrates a boundary synchronously for a
 * discrete event and replays a focus once it is hydrated). `click` stays for a press that comes
 * without a pointer (a screen reader's activation); mouse and touch presses begin with pointerdown.
 * A mouse coming over an island (`pointerover`) wakes it too: its code is then usually there before
 * the press, and a mouse-only island (a drag-scrolled strip) is awake before the drag begins.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'click'];

/** The attribute that marks a deferred island's wrapper, with the island's id. */
export const ID_ATTRIBUTE = 'data-hydration-id';
/** Set on a waiting island's wrapper once a press would wake it (tests wait for it before pressing). */
const ARMED_ATTRIBUTE = 'data-hydration-armed';

/**
 * What opens an island's gate: coming near the viewport or the first touch, key or focus inside it
 * (`near`, for forms below the fold), or only that first input (`interaction`, for small controls
 * repeated on every card: their code is fetched when a visitor uses one, not because they are seen).
 */
export type Wake = 'near' | 'interaction';

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
  wrapper.removeAttribute(ARMED_ATTRIBUTE);
  if (wrapper.firstElementChild) observer?.unobserve(wrapper.firstElementChild);
  return gate;
}

/**
 * Wrappers whose gate is open but whose island has not rendered yet (its code is loading): the
 * submissions to replay once it has, its server HTML's controls and the one last focused.
 */
type Opening = { replays: (() => void)[]; controls: Element[]; focused: Element | null };
const loading = new Map<Element, Opening>();

/** Opens an island's gate (`wrapper`: its wrapper, once on the page), remembering what it holds. */
export function openGate(wrapper: Element | null, gate: Gate) {
  if (wrapper && !loading.has(wrapper)) {
    forget(wrapper);
    // The controls as the server HTML has them (typed-values.ts reads them if React replaces them).
    loading.set(wrapper, { replays: [], controls: [...wrapper.querySelectorAll(CONTROLS)], focused: null });
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
 * The island in `wrapper` has rendered: the submissions it missed are made again. If React rendered
 * it anew instead of hydrating it (its server controls are gone), what was typed into them is given
 * back first — by typed-values.ts, fetched only then: hydrated in place, nothing was lost.
 */
export function hydrated(wrapper: Element | null) {
  const opening = wrapper ? loading.get(wrapper) : undefined;
  if (!wrapper || !opening) return;
  loading.delete(wrapper);
  const replay = () => {
    for (const submission of opening.replays) submission();
  };
  if (opening.controls.every((control) => control.isConnected)) {
    replay();
    return;
  }
  import('./typed-values')
    .then(({ restoreTyped }) => restoreTyped(wrapper, opening.controls, opening.focused))
    .catch(() => undefined)
    .finally(replay);
}

let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  window.addEventListener('submit', onSubmit, { capture: true });
}

function nearViewport(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.target.parentElement) release(entry.target.parentElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  return observer;
}

/** Keeps `wrapper`'s gate closed until what `wake` names happens. */
export function watch(wrapper: Element, gate: Gate, wake: Wake) {
  // The wrapper has no box (display: contents): its island's root element is what scrolls into view.
  const target = wrapper.firstElementChild;
  if (!target || (wake === 'near' && typeof IntersectionObserver === 'undefined')) {
    gate.open();
    return;
  }
  listen();
  waiting.set(wrapper, gate);
  wrapper.setAttribute(ARMED_ATTRIBUTE, '');
  if (wake === 'near') nearViewport().observe(target);
}
