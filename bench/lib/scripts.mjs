// The benchmarks `npm run bench` runs, in this order, one at a time (the one list of them). Cheap
// counts first, then the throughput comparisons, the long fixed-rate load and scale runs, and the
// browser last. `issue` is the target number in issue 13, or the later issue that set the targets
// ('33'); `timeoutS` (default 300) is how long the runner lets the script run before stopping it and
// reporting it as failed.
export const BENCH_SCRIPTS = [
  { name: 'queries', issue: 1, title: 'Statements per request' },
  { name: 'compare-bare', issue: 2, title: 'App vs bare Fastify', timeoutS: 600 },
  { name: 'pglite-offthread', issue: 3, title: 'PGlite off the main thread' },
  { name: 'pdf', issue: 5, title: 'PDFs' },
  { name: 'startup', issue: 6, title: 'Start-up and memory' },
  { name: 'load', issue: 8, title: 'Fixed-rate load', timeoutS: 420 },
  { name: 'scale', issue: 7, title: 'Scale on PostgreSQL', timeoutS: 600 },
  { name: 'public-page', issue: 4, title: 'Public page (Lighthouse)' },
  // Five pages × RUNS (5) Lighthouse runs of 20–30 s each on a 2-core machine.
  { name: 'app-pages', issue: '33', title: 'Signed-in app: portal and staff pages (Lighthouse)', timeoutS: 1200 },
  { name: 'navigation', issue: '33', title: 'Desktop navigation (Chromium)' },
];
