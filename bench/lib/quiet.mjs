// Figures taken while other work runs are noise (issue 33): a benchmark that measures time calls
// assertQuietMachine first, before it starts anything of its own, and refuses to run when the
// machine is already busy, loudly (exit code 2, so `npm run bench` reports the script as failed)
// rather than printing a figure nobody can trust. BENCH_ALLOW_BUSY=1 measures anyway (a functional
// check of the script), and the script says so next to its figures.
import os from 'node:os';

/**
 * Reads the 1-minute load average and the core count now. Above the core count: prints why on
 * stderr and exits with 2, unless BENCH_ALLOW_BUSY=1. Resolves to { load, cores, busy, note }:
 * `note` is a line for the script's markdown (empty on a quiet machine).
 */
export function assertQuietMachine(name) {
  const load = os.loadavg()[0];
  const cores = os.cpus().length;
  const busy = load > cores;
  const figures = `carga ${load.toFixed(1)} con ${cores} núcleos`;
  if (busy && process.env.BENCH_ALLOW_BUSY !== '1') {
    console.error(`${name}: máquina ocupada: ${figures}; mide en una máquina quieta. / busy machine: 1-minute load average ${load.toFixed(2)} with ${cores} cores; measure on a quiet machine (BENCH_ALLOW_BUSY=1 measures anyway).`);
    process.exit(2);
  }
  if (busy) console.log(`${name}: WARNING busy machine (load ${load.toFixed(2)} with ${cores} cores), measuring anyway because BENCH_ALLOW_BUSY=1: the figures are noise`);
  else console.log(`${name}: load average ${load.toFixed(2)} with ${cores} cores at start`);
  const note = busy ? `**Measured on a busy machine** (1-minute load ${load.toFixed(2)} with ${cores} cores, BENCH_ALLOW_BUSY=1): a functional check, not figures to compare.` : '';
  return { load, cores, busy, note };
}
