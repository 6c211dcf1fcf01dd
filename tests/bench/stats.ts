/** Summary statistics for repeated measurements. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly p95: number;
  readonly runs: number;
}

/** The q-quantile (0..1) of sorted values, by nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Median, extremes and p95 of a list of samples. */
export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? Number.NaN
      : sorted.length % 2 === 1
        ? (sorted[mid] ?? Number.NaN)
        : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    median,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    p95: quantile(sorted, 0.95),
    runs: sorted.length,
  };
}

/** Runs `measure` `runs` times in sequence and summarises what it returned. */
export async function repeat(
  runs: number,
  measure: (run: number) => Promise<number>,
): Promise<Summary> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure(run));
  return summarise(samples);
}
