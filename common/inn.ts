const check = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11) % 10;

/** INN check digits (ARCHITECTURE.md): 10 digits for an organisation, 12 for a sole trader. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}(\d{2})?$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return check(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return check(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}
