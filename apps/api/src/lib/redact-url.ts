import { redactMailboxKey } from '../modules/email/dev-mailbox.routes.ts';

/**
 * Query parameters that carry a secret when a browser opens one of our links: the one-time tokens
 * of the emailed links (verification, reset, invitation: `token`; a customer's `magic_link`), the
 * sign-up's register token (`t`), and the OAuth answer on /callback (`code`, `state`).
 */
const SECRET_PARAMS = new Set(['token', 't', 'magic_link', 'code', 'state']);

/** The calendar feed's capability, `/api/calendar/{token}.ics` (decision 0026); the staff's own endpoints are under /api/v1. */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?#]+/;

/**
 * A request URL as it may be written to a log: anyone who reads the log must not be able to open
 * what the URL opened. Secret query values become `…` (the parameter's name stays, so the line
 * still says what was asked), as do the calendar feed token and the development mailbox key.
 */
export function redactUrl(url: string): string {
  const path = redactMailboxKey(url).replace(CALENDAR_FEED, '$1…');
  const q = path.indexOf('?');
  if (q < 0) return path;
  const query = path
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as sent
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=…` : pair;
    })
    .join('&');
  return `${path.slice(0, q)}?${query}`;
}
