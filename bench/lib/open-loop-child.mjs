// Open-loop load generator, run as its own process by open-loop.mjs: request i is issued at
// start + i / rate whatever happened to the earlier ones, and its latency runs from that scheduled
// instant, so a stalled server shows up as latency instead of fewer requests (no coordinated
// omission). Requests cycle through the given targets. Input: one JSON argument; output: one JSON line.
import http from 'node:http';

const { base, targets, rate, seconds, addresses = 250, timeoutMs = 10_000 } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const total = Math.round(rate * seconds);
const samples = targets.map(() => []);
const counts = { non2xx: 0, errors: 0, statuses: {} };
let done = 0;

function issue(i, scheduled) {
  const k = i % targets.length;
  const { path, headers = {} } = targets[k];
  const finish = (status) => {
    samples[k].push(performance.now() - scheduled);
    if (status === null) counts.errors++;
    else {
      counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) counts.non2xx++;
    }
    if (++done === total) report();
  };
  const req = http.get(`${base}${path}`, { agent, headers: { ...headers, 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i % addresses & 255}` }, timeout: timeoutMs }, (res) => {
    res.resume();
    res.on('end', () => finish(res.statusCode));
    res.on('error', () => finish(null));
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => finish(null));
}

function report() {
  const all = samples.flat().sort((a, b) => a - b);
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const summary = (sorted) => ({ n: sorted.length, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted.at(-1) });
  const per = samples.map((s) => summary(s.sort((a, b) => a - b)));
  process.stdout.write(`${JSON.stringify({ ...summary(all), ...counts, sent: total, achievedRate: total / ((performance.now() - start) / 1000), per })}\n`);
  agent.destroy();
}

const start = performance.now();
let next = 0;
// Wakes every millisecond and issues whatever is due: timers may fire late, never the schedule.
const tick = setInterval(() => {
  const now = performance.now();
  while (next < total && start + (next * 1000) / rate <= now) {
    issue(next, start + (next * 1000) / rate);
    next++;
  }
  if (next >= total) clearInterval(tick);
}, 1);
