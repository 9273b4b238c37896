/**
 * Russian plural form for one / few / many: plural(21, ['новость', 'новости', 'новостей']) → «новость».
 * The site (common/format.ts) and the back office (amounts in words, limits' texts) say it alike.
 */
export function plural(count: number, [one, few, many]: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count)) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
