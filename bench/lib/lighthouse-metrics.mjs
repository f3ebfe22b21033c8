// The figures issue 33 sets targets on, read from one Lighthouse result (LHR) of a page of the app.

/**
 * The app's own reads that are not a page's data, so never "the first data": the session and who
 * is signed in (the staff's POST /api/auth/user and everything else under /api/auth/; the portal's
 * GET /api/v1/customer/projects, its layout's "me": the customer, her organization and her
 * projects), the staff shell's GET /api/v1/billing (the workspace's plan, for its banner and
 * limits), and the bell's unread count and realtime stream of either side.
 */
const NOT_PAGE_DATA = [/^\/api\/auth\//, /^\/api\/v1\/customer\/projects$/, /^\/api\/v1\/billing$/, /^\/api\/v1\/(customer\/)?notifications(\/|$)/];

const isPageData = (pathname) => pathname.startsWith('/api/v1/') && !NOT_PAGE_DATA.some((re) => re.test(pathname));

/**
 * Requests before the first data, from the network-requests audit: the first data response is the
 * first request under /api/v1/ to finish (networkEndTime) that is a page's data (NOT_PAGE_DATA
 * aside); counted are the http(s) requests that went on the wire (networkRequestTime) before it
 * finished, the document, the session read and that data request itself included. Lighthouse
 * loads the page unthrottled and simulates the throttled timings, so these times are the observed
 * ones: the count says how much the page asks for before its data, i.e. its dependency chain.
 * Resolves to { count, dataPath } (count null when no page data was read).
 */
export function requestsBeforeData(items) {
  const http = items.filter((item) => /^https?:/.test(item.url));
  const end = (item) => (typeof item.networkEndTime === 'number' ? item.networkEndTime : Infinity);
  const data = http.filter((item) => isPageData(new URL(item.url).pathname) && Number.isFinite(end(item))).sort((a, b) => end(a) - end(b))[0];
  if (!data) return { count: null, dataPath: null };
  const count = http.filter((item) => typeof item.networkRequestTime === 'number' && item.networkRequestTime < end(data)).length;
  const { pathname, search } = new URL(data.url);
  return { count, dataPath: pathname + search };
}

/** Score, LCP, TBT, CLS, JS transferred (compressed: transferSize of the Script requests), requests before data. */
export function pageMetrics(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const before = requestsBeforeData(items);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    requests: items.length,
    beforeData: before.count,
    dataPath: before.dataPath,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?',
    warnings: lhr.runWarnings ?? [],
  };
}

/** Why Lighthouse could not measure this run, or null when it did. */
export function unmeasured(lhr) {
  if (lhr.runtimeError) return lhr.runtimeError.message;
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (typeof lhr.audits[id]?.numericValue !== 'number') return `no ${id} measured`;
  }
  return null;
}

/** Each /api/ request of the run with its observed start and end (ms): to see what a page waits for. */
export function apiTimeline(lhr) {
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => /^https?:/.test(item.url) && new URL(item.url).pathname.startsWith('/api/'))
    .map((item) => `${String(Math.round(item.networkRequestTime ?? -1)).padStart(6)}–${String(Math.round(item.networkEndTime ?? -1)).padEnd(6)} ${new URL(item.url).pathname}${new URL(item.url).search}`);
}
