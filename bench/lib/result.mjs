// The benchmarks' contract with the runner (bench/run.mjs): a script's LAST stdout line is
// `BENCH_RESULT {json}` with its section title, its markdown and its targets (measured, met or not).

export const RESULT_PREFIX = 'BENCH_RESULT ';

/** Prints the result line; call it last. `targets`: [{ target, value, met }]. */
export function printResult({ section, markdown, targets = [] }) {
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify({ section, markdown, targets })}\n`);
}

/** A markdown table from a header row and rows of cells. */
export function mdTable(header, rows) {
  const line = (cells) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A number with `digits` decimals, or "—" when not measured. */
export function fmt(n, digits = 0) {
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : '—';
}
