/**
 * Offices as a form lists them (the booking's «Офис для просмотра»): the city named once, though
 * the upstream's address may begin with it («г. Москва, ул. Тверская, 16»), and the offices of
 * the car's city first.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** «Москва» + «г. Москва, ул. Тверская, 16» → «Москва, ул. Тверская, 16» (never «Москва, г. Москва, …»). */
export function officeLabel(city: string, address: string): string {
  const own = address.replace(new RegExp(`^\\s*(г\\.\\s*)?${escapeRegExp(city)}\\s*,\\s*`, 'u'), '');
  return own ? `${city}, ${own}` : city;
}

/** The offices of `city` first, each group in the upstream's order. */
export function cityFirst<O extends { city: string }>(offices: readonly O[], city: string | undefined): O[] {
  return [...offices.filter((o) => o.city === city), ...offices.filter((o) => o.city !== city)];
}
