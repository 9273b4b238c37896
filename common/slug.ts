/**
 * A list value the upstream knows by slug (brand, model, city, news category …): lowercase
 * letters, digits and dashes, starting with a letter or digit — the upstream's own rule, so a
 * value that passes here is never a 422 there. Anything else is dropped (the default view).
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

export const isSlug = (value: string): boolean => SLUG.test(value);
