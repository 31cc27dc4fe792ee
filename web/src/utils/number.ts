const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 -> "1.2k", 5_000_000 -> "5M" (suffixes k, M, G, T, P, E); trailing zeros dropped. */
export function formatNumber(value: number, digits = 1): string {
  const size = Math.abs(value);
  const unit = SUFFIXES.find((s) => size >= s.value);
  if (!unit) return String(value);
  const scaled = (value / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  return scaled + unit.symbol;
}
