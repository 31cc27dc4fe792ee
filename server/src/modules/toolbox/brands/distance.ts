/**
 * The optimal string alignment distance (Damerau–Levenshtein without edits
 * inside a swapped pair): insertions, deletions, substitutions and swaps of
 * two neighbouring characters count one edit each, so Nkie and Samsnug are
 * one edit from Nike and Samsung, as Gucchi is from Gucci.
 * Past `max` it answers max + 1 without finishing (the caller wants only the near).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows: the one two above (for swaps), the one above, this one.
  let before = new Array<number>(b.length + 1).fill(0);
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [before, above, row] = [above, row, before];
  }
  return Math.min(above[b.length]!, max + 1);
}
