// Every figure of the browser benchmarks comes with its run-to-run spread (issue 33): the median
// alone hides a run that was twice as slow.

/** { min, median, max } of a list of numbers (the median of an even count is the mean of the two middle ones). */
export function spread(values) {
  if (values.length === 0) return { min: NaN, median: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted.at(-1) };
}

/**
 * «1.4 s (1.3–1.6)»: the median with its unit, then min–max. `format` turns one number into text
 * without the unit (e.g. (ms) => (ms / 1000).toFixed(1)); `unit` follows the median.
 */
export function formatSpread({ min, median, max }, format = (n) => String(n), unit = '') {
  if (!Number.isFinite(median)) return '—';
  return `${format(median)}${unit ? ` ${unit}` : ''} (${format(min)}–${format(max)})`;
}

/** The spread of `pick(run)` over the runs, formatted: a shorthand for the tables. */
export function spreadOf(runs, pick, format, unit) {
  return formatSpread(spread(runs.map(pick)), format, unit);
}
