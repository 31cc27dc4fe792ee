/* Small helpers the engine's files share. */

/** Adds a value to the list a map keeps under a key. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether something dated from `effectiveFrom` to `effectiveTo` (days, inclusive; null: open) is in force on a day. */
export const inForceOn = (
  { effectiveFrom, effectiveTo }: { effectiveFrom: string; effectiveTo: string | null },
  date: string,
) => effectiveFrom <= date && (effectiveTo === null || date <= effectiveTo);
