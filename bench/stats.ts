// Small statistics helpers: the benchmark reports medians and ratios only.

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** "median (p25–p75, n)" for the detail lines. */
export function spread(values: readonly number[], unit: string, digits = 2): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} ${unit} (p25 ${f(quantile(values, 0.25))}, p75 ${f(quantile(values, 0.75))}, n=${values.length})`;
}

/** The order in which contenders run in round `round`: rotated, so none is always first. */
export function rotation<T>(items: readonly T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Milliseconds elapsed since `start` (from process.hrtime.bigint()). */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Median of the per-round ratios a[i] / b[i] (rounds ran back to back, so slow drift in machine load cancels). */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((v, i) => v / b[i]!));
}
