import { PREVIEW_SHOWN } from '@fwd/contract';

/**
 * An import's differences being gathered (contract/src/preview.ts): every
 * one counted by its kind, the first PREVIEW_SHOWN of each kept to show.
 */
export function differences<D extends Record<string, unknown[]>>(kinds: readonly (keyof D & string)[]) {
  const shown = Object.fromEntries(kinds.map((k) => [k, []])) as unknown as D;
  const counts = { ...Object.fromEntries(kinds.map((k) => [k, 0])), unchanged: 0 } as Record<
    keyof D | 'unchanged',
    number
  >;
  return {
    shown,
    counts,
    note: <K extends keyof D>(kind: K, item: D[K][number]) => {
      if (counts[kind]++ < PREVIEW_SHOWN) (shown[kind] as D[K][number][]).push(item);
    },
    same: () => {
      counts.unchanged++;
    },
  };
}
