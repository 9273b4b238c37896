/**
 * An answer the test lets through when it is ready: a route handler awaits `held`, the test calls
 * `release()` once it has seen what happens while the request is pending. No timer decides it.
 */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
