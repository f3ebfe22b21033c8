import type { Page } from 'playwright-core';

/**
 * Issue 30 §4: no visible English and no raw identifiers. A small stop-list of the English a
 * Spanish screen slips into (the spec's own slips, a framework's defaults, a value printed as is),
 * as whole words, so «Cancelar», «LinkedIn», «Correo electrónico» or «ana@email.cl»'s neighbours do
 * not trip it. «email» and «link» are English in a Spanish sentence: we write «correo», «enlace».
 */
const STOP_LIST: RegExp[] = [
  /\bUntitled\b/i,
  /\bOops\b/i,
  /\bSomething went wrong\b/i,
  /\bAuth?enticated\b/i,
  /\bLoading\b/i,
  /\bError:/,
  /\b(Submit|Cancel|Save|Delete|Close|Go back)\b/,
  // An address shows «@»; the word alone, or «e-mail», is the English one.
  /(?<![\w.@-])e-?mails?(?![\w@.-])/i,
  /(?<![\w./-])links?(?![\w./-])/i,
  /\b(undefined|NaN)\b|\[object Object\]/,
  // English sentences a fallback prints («This page could not be found», «An error occurred…»).
  /\b(the|could not|not found|an error|please|your)\b/i,
];

/**
 * A dotted identifier: a word, a dot and a word with an underscore (`services.quote_requested`), or
 * an activity/notification type (`payment.paid`). Not an address, a file name or a domain: those
 * have no underscore and none of these prefixes.
 */
const IDENTIFIERS: RegExp[] = [/(?<![\w@.-])[a-z]+\.[a-z]+_[a-z_]+\b/, /(?<![\w@.-])(project|proposal|stage|payment|file|comment|services|access)\.[a-z_]+\b(?![@.-]\w)/];

/** The words of the stop-list and the identifiers found in a text (empty: it reads in Spanish). */
export function slips(text: string): string[] {
  const found: string[] = [];
  for (const rule of [...STOP_LIST, ...IDENTIFIERS]) {
    const m = rule.exec(text);
    if (m) {
      const at = m.index;
      found.push(`«${m[0]}» in «…${text.slice(Math.max(0, at - 40), at + m[0].length + 40).replace(/\s+/g, ' ')}…»`);
    }
  }
  return found;
}

/**
 * What the page shows once it has settled (document.body.innerText): read until two reads 250 ms
 * apart agree and nothing on screen says it is loading (the top loading bar, a spinner, a busy
 * region, «Cargando…»), at most `within`.
 */
export async function settledText(page: Page, within = 8_000): Promise<string> {
  const until = Date.now() + within;
  let last = '';
  for (;;) {
    const { text, busy } = await page.evaluate(() => ({
      text: document.body.innerText,
      busy: Array.from(document.querySelectorAll('[aria-busy="true"], [role="progressbar"][aria-hidden="false"], .animate-spin')).some((el) => el.checkVisibility()),
    }));
    if (text === last && text.trim() !== '' && !busy && !/Cargando/.test(text)) return text;
    if (Date.now() > until) return text;
    last = text;
    await page.waitForTimeout(250);
  }
}
