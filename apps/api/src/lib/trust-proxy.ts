import { isIP, isIPv4 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies the server believes (TRUST_PROXY, decision 0058): none (X-Forwarded-* ignored), the
 * nearest `hops` proxies whoever they are, or the proxies at these addresses. `written` keeps what the
 * operator wrote for the start-up note.
 */
export type TrustProxy = { hops: number; written: string } | { addresses: string[]; written: string } | null;

/** More proxies than this in a row is a typo, or an attempt at the old "trust every hop". */
export const MAX_HOPS = 10;

/** proxy-addr's names for address ranges, as Fastify's trustProxy accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW = `false, el número de proxies delante del servidor (1 a ${MAX_HOPS}; true es 1) o sus direcciones o rangos separados por comas (10.0.0.1,192.168.0.0/16, loopback)`;

/** Reads TRUST_PROXY; a value it cannot read is an Error whose message says what is accepted. */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim();
  const lower = v.toLowerCase();
  if (['false', 'no', '0'].includes(lower)) return null;
  // `true` used to mean "every hop", i.e. the left-most address, which the client writes (issue 29).
  if (['true', 'yes'].includes(lower)) return { hops: 1, written: v };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops === 0) return null; // `00`, as `0`
    if (hops > MAX_HOPS) throw new Error(`debe ser ${HOW}; ${v} proxies son demasiados`);
    return { hops, written: v };
  }
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => (NAMED_RANGES.has(a.toLowerCase()) ? a.toLowerCase() : a));
  if (addresses.length === 0) throw new Error(`debe ser ${HOW}`);
  const wrong = addresses.find((a) => !isAddressOrRange(a));
  if (wrong !== undefined) throw new Error(`debe ser ${HOW}; «${wrong}» no es una dirección IP ni un rango`);
  return { addresses, written: v };
}

/**
 * A range name, an address, or an address with a prefix length (/24) or a netmask (/255.255.255.0).
 * Addresses are written in full: proxy-addr alone would also take `1.5` (as 1.0.0.5), which is
 * more likely a typo than a proxy.
 */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [host = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(host) === 0) return false;
  if (range !== undefined && !/^\d{1,3}$/.test(range) && !isIPv4(range)) return false;
  try {
    proxyAddr.compile(entry); // the prefix within the address's length, and not /0 (everybody)
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's trustProxy for a setting: a function of (address, hop), hop 0 being the socket and each
 * next one the address before it in X-Forwarded-For. The client is the first address not trusted,
 * i.e. the one the farthest trusted proxy appended. A hop count is given as a function because
 * Fastify reads a bare number as "trust nobody".
 */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

/**
 * The start-up line saying whom the server believes, so an operator reading the console can check
 * it (and learns that `true` no longer trusts every hop); null when nobody.
 */
export function trustProxyNote(trust: TrustProxy): string | null {
  if (!trust) return null;
  if ('addresses' in trust) {
    return `TRUST_PROXY=${trust.written}: se cree a X-Forwarded-For y X-Forwarded-Proto solo si la conexión viene de ${trust.addresses.join(', ')}; la IP del cliente es la primera de X-Forwarded-For, desde la derecha, que no es de esa lista`;
  }
  const whom =
    trust.hops === 1
      ? `se confía en un solo proxy${trust.written === '1' ? '' : ' (como TRUST_PROXY=1), nunca en todos'}: la IP del cliente es la que añadió a X-Forwarded-For el proxy conectado al servidor, no la de más a la izquierda, que escribe el cliente`
      : `se confía en los ${trust.hops} proxies más cercanos: la IP del cliente es la que añadió a X-Forwarded-For el más lejano de ellos`;
  // A hop count trusts whoever connects: a client that reaches the port directly picks its own address.
  return `TRUST_PROXY=${trust.written}: ${whom}. El servidor debe ser accesible solo a través del proxy; si no, indica en TRUST_PROXY las direcciones de los proxies`;
}
