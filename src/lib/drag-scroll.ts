import { DRAG_THRESHOLD_PX } from '@common/constants';

/** True once a pointer has moved far enough from where it went down to count as a drag. */
export function isDrag(startX: number, startY: number, x: number, y: number, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(x - startX, y - startY) > threshold;
}

/**
 * Drag-to-scroll for a horizontally scrolling element (galleries, card rows). A movement over
 * 10 px is a drag: it scrolls the element and the click that ends it is suppressed, so dragging
 * across a card does not open it. Returns a cleanup function.
 */
export function enableDragScroll(el: HTMLElement, threshold = DRAG_THRESHOLD_PX): () => void {
  let startX = 0;
  let startY = 0;
  let startScroll = 0;
  let down = false;
  let dragging = false;

  const onDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return; // touch scrolls natively
    down = true;
    dragging = false;
    startX = e.clientX;
    startY = e.clientY;
    startScroll = el.scrollLeft;
  };
  const onMove = (e: PointerEvent) => {
    if (!down) return;
    if (!dragging && isDrag(startX, startY, e.clientX, e.clientY, threshold)) {
      dragging = true;
      el.dataset.dragging = 'true';
    }
    if (dragging) el.scrollLeft = startScroll - (e.clientX - startX);
  };
  const onUp = () => {
    down = false;
    delete el.dataset.dragging;
  };
  const onClick = (e: MouseEvent) => {
    if (dragging) {
      e.preventDefault();
      e.stopPropagation();
      dragging = false;
    }
  };
  el.addEventListener('pointerdown', onDown);
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  el.addEventListener('click', onClick, true);
  return () => {
    el.removeEventListener('pointerdown', onDown);
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    el.removeEventListener('click', onClick, true);
  };
}
