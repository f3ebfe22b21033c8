/**
 * Just enough RFC 822 / MIME parsing for the journeys to read what the app sends: the recipients,
 * the subject (RFC 2047 encoded words included), and the text and HTML bodies of single-part and
 * (nested) multipart messages in 7bit, 8bit, quoted-printable or base64. `mailparser` is not a
 * dependency of the project, and this is all the tests need.
 */

export type ParsedEmail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

type Part = {
  headers: Map<string, string>;
  /** The part's body as a binary ("latin1") string: one character per byte. */
  body: string;
};

/** Parse a raw message; `raw` is the bytes as delivered over SMTP. */
export function parseEmail(raw: Buffer): ParsedEmail {
  const root = splitPart(raw.toString('latin1'));
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? '');
  const to = [header('to'), header('cc')].flatMap(addresses);
  return {
    to,
    from: header('from'),
    subject: header('subject'),
    text: bodies.text,
    html: bodies.html,
    headers: Object.fromEntries([...root.headers].map(([k, v]) => [k, decodeHeader(v)])),
  };
}

/** Every e-mail address in a header value, lower-cased. */
export function addresses(value: string): string[] {
  return [...value.matchAll(/[^\s<>,;:"'()]+@[^\s<>,;:"'()]+/g)].map((m) => m[0].toLowerCase());
}

function splitPart(raw: string): Part {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(i + 1).trim());
  }
  return { headers, body };
}

type ContentType = { type: string; params: Record<string, string> };

function contentType(part: Part): ContentType {
  const value = part.headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  const [type = 'text/plain', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const i = p.indexOf('=');
    if (i < 0) continue;
    params[p.slice(0, i).trim().toLowerCase()] = p.slice(i + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function collectBodies(part: Part, out: { text: string; html: string }): void {
  const ct = contentType(part);
  if (ct.type.startsWith('multipart/')) {
    const boundary = ct.params.boundary;
    if (!boundary) return;
    for (const child of splitMultipart(part.body, boundary)) collectBodies(splitPart(child), out);
    return;
  }
  const disposition = (part.headers.get('content-disposition') ?? '').toLowerCase();
  if (disposition.startsWith('attachment')) return;
  if (ct.type === 'text/plain' && !out.text) out.text = decodeBody(part, ct);
  else if (ct.type === 'text/html' && !out.html) out.html = decodeBody(part, ct);
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith(delimiter)) {
      if (current) parts.push(current.join('\r\n'));
      if (line.startsWith(`${delimiter}--`)) return parts;
      current = [];
      continue;
    }
    current?.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function decodeBody(part: Part, ct: ContentType): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, ct.params.charset ?? 'utf-8');
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks removed, =XX turned back into bytes. */
export function decodeQuotedPrintable(input: string): Buffer {
  const s = input.replace(/[ \t]+(\r?\n)/g, '$1').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(s.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words (=?charset?B|Q?text?=); raw 8-bit header bytes are read as UTF-8. */
export function decodeHeader(value: string): string {
  const utf8 = decodeCharset(Buffer.from(value, 'latin1'), 'utf-8');
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, enc: string, text: string) => {
      const cs = charset.replace(/\*.*$/, '');
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decodeCharset(bytes, cs);
    });
}
