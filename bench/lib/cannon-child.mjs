// The closed-loop load generator (autocannon), run as its own process by cannon.mjs so that it
// never shares an event loop with the server it measures. Input: one JSON argument; output: one
// JSON line on stdout.
import autocannon from 'autocannon';

const { url, headers = {}, connections = 10, duration = 8, addresses = 0 } = JSON.parse(process.argv[2]);
let n = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  headers,
  // With TRUST_PROXY on, a distinct X-Forwarded-For per request spreads the per-address public read
  // limit over a pool of clients, as real visitors behind a proxy would be (bench/README.md).
  requests: addresses
    ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ % addresses & 255}` } }) }]
    : undefined,
});
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  })}\n`,
);
