/**
 * Objects read or written by keys from outside (a query, a form, an upstream answer). On a plain
 * object `labels['constructor']` is the built-in `Object` function, `'toString' in labels` is
 * true and `out['__proto__'] = list` replaces the prototype. These look at own keys only, and a
 * record made by `nullRecord` has no prototype to reach. The site has the same helpers in common/own-keys.ts; `npm run lint`
 * (scripts/check-object-maps.mjs) finds an object indexed by an untyped string anywhere else.
 */

/** The value of `key` only when `record` itself has it. */
export function ownValue<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * An empty record without a prototype: any key, `__proto__` included, is a plain own key. React
 * cannot hand an object without a prototype to a client component: pass on `{ ...record }`
 * (a spread defines own keys, `__proto__` as well).
 */
export function nullRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
