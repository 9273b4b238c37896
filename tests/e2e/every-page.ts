/**
 * Joins what a suite expects of each page, written in `table` keyed by route, to the pages of the
 * one page list (common/pages.ts). A page of the list with no entry, or an entry of a route no
 * longer in the list, fails the suite when it loads: a new page cannot be forgotten.
 */
export function everyPage<Page extends { route: string }, Entry extends object>(
  pages: readonly Page[],
  table: Record<string, Entry>,
  tableName: string,
): (Page & Entry)[] {
  const stale = Object.keys(table).filter((route) => !pages.some((page) => page.route === route));
  if (stale.length > 0) throw new Error(`${tableName}: routes not in the page list: ${stale.join(', ')}`);
  return pages.map((page) => {
    const entry = table[page.route];
    if (!entry) throw new Error(`${tableName}: nothing for ${page.route}, a page of the page list`);
    return { ...page, ...entry };
  });
}
