/**
 * The toolkit's one definition of a median and a percentile, used by every benchmark, report
 * and vision estimate:
 * - `percentile(values, p)` is the nearest-rank percentile: the smallest value v such that at
 *   least p% of the values are v or less (p = 0 gives the smallest value, p = 100 the largest);
 * - `median(values)` is the middle value, or the mean of the two middle ones for an even count.
 * Both take the values in any order (they sort a copy) and give NaN for none.
 */

function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The nearest-rank p-th percentile (0 <= p <= 100) of `values`; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`a percentile is from 0 to 100 (got ${p})`);
  if (values.length === 0) return NaN;
  const sorted = sortedCopy(values);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = sortedCopy(values);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The nearest-rank percentile of a tally: `counts[v]` values equal v (v = 0, 1, 2, …) out of
 * `total`. The same definition as `percentile`, without listing every value.
 */
export function tallyPercentile(counts: readonly number[], total: number, p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`a percentile is from 0 to 100 (got ${p})`);
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let v = 0; v < counts.length; v++) {
    seen += counts[v] ?? 0;
    if (seen >= rank) return v;
  }
  return counts.length - 1;
}
