type Ym = (id: number, method: string, ...args: unknown[]) => void;

const ym = (): Ym | undefined => (globalThis as { ym?: Ym }).ym;

/** The counter id the page was rendered with (set by <MetrikaHits>), if Metrika is on. */
let counterId: number | undefined;

export function setMetrikaCounter(id: number) {
  counterId = id;
}

/** A hit for a client navigation (the first page view is counted by the tag itself). */
export function metrikaHit(url: string) {
  if (counterId) ym()?.(counterId, 'hit', url);
}

/** A goal, e.g. a submitted form: `reachGoal('form-booking')`. Does nothing without Metrika. */
export function reachGoal(goal: string) {
  if (counterId) ym()?.(counterId, 'reachGoal', goal);
}
