/** An axis from 0 to a round number at or above `max`, in at most about `count` round steps (1, 2 or 5 × 10ⁿ). */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks.at(-1)! < max) ticks.push(Number((ticks.at(-1)! + step).toPrecision(12)));
  return ticks;
}

/** At most `chars` characters, the cut marked: a label that would run past its room. */
export const truncate = (text: string, chars: number): string =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

/** Roughly how wide a label draws at 12 px: CJK characters a full em, others about half. */
export const labelWidth = (text: string): number =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);
