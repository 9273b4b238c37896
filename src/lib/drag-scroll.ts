import { DRAG_THRESHOLD_PX } from '@common/constants';

/** True once a pointer has moved far enough from where it went down to count as a drag. */
export function isDrag(startX: number, startY: number, x: number, y: number, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(x - startX, y - startY) > threshold;
}

/**
 * One mouse gesture on a strip, without the DOM: where it went down, whether it has become a drag
 * (over the threshold), the scroll position it asks for, and whether the click ending it is to be
 * swallowed. A press and release within the threshold stays a click.
 */
export function createDragGesture(threshold = DRAG_THRESHOLD_PX) {
  let startX = 0;
  let startY = 0;
  let startScroll = 0;
  let down = false;
  let dragging = false;
  return {
    get down() {
      return down;
    },
    get dragging() {
      return dragging;
    },
    press(x: number, y: number, scrollLeft: number) {
      down = true;
      dragging = false;
      startX = x;
      startY = y;
      startScroll = scrollLeft;
    },
    /** The scroll position for the pointer at (x, y), or null while the gesture is not a drag. */
    move(x: number, y: number): number | null {
      if (!down) return null;
      if (!dragging && isDrag(startX, startY, x, y, threshold)) dragging = true;
      return dragging ? startScroll - (x - startX) : null;
    },
    release() {
      down = false;
    },
    /** Whether the click now arriving ends a drag (and is swallowed); each drag swallows one. */
    takeClick(): boolean {
      const swallow = dragging;
      dragging = false;
      return swallow;
    },
  };
}

/**
 * Drag-to-scroll for a horizontally scrolling element (galleries, card rows). A movement over
 * 10 px is a drag: it scrolls the element and the click that ends it is suppressed, so dragging
 * across a card does not open it; a shorter press is an ordinary click. The browser's own drag
 * of a link or an image under the mouse is cancelled while the button is down: it would take the
 * gesture over (`dragstart`, then `pointercancel`) and the strip would hardly move.
 * Returns a cleanup function.
 */
export function enableDragScroll(el: HTMLElement, threshold = DRAG_THRESHOLD_PX): () => void {
  const gesture = createDragGesture(threshold);

  const onDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return; // touch scrolls natively
    gesture.press(e.clientX, e.clientY, el.scrollLeft);
  };
  const onMove = (e: PointerEvent) => {
    const scrollLeft = gesture.move(e.clientX, e.clientY);
    if (scrollLeft === null) return;
    el.dataset.dragging = 'true';
    el.scrollLeft = scrollLeft;
  };
  const onUp = () => {
    gesture.release();
    delete el.dataset.dragging;
  };
  const onNativeDrag = (e: DragEvent) => {
    if (gesture.down) e.preventDefault();
  };
  const onClick = (e: MouseEvent) => {
    if (!gesture.takeClick()) return;
    e.preventDefault();
    e.stopPropagation();
  };
  // Each listener once, so that the cleanup removes exactly what was added (the click in capture).
  const bindings: [EventTarget, string, EventListener, boolean][] = [
    [el, 'pointerdown', onDown as EventListener, false],
    [el, 'dragstart', onNativeDrag as EventListener, false],
    [window, 'pointermove', onMove as EventListener, false],
    [window, 'pointerup', onUp, false],
    [window, 'pointercancel', onUp, false],
    [el, 'click', onClick as EventListener, true],
  ];
  for (const [target, type, listener, capture] of bindings) target.addEventListener(type, listener, capture);
  // Tells tests and styles that the mouse now drags this strip (it is inert until hydrated).
  el.dataset.dragScroll = 'on';
  return () => {
    delete el.dataset.dragScroll;
    for (const [target, type, listener, capture] of bindings) target.removeEventListener(type, listener, capture);
  };
}
