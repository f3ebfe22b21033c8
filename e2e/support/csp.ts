import type { BrowserContext } from 'playwright-core';

/**
 * Every page a journey opens reports Content-Security-Policy violations: the policy is strict (no
 * inline script, no eval), and a violation means something on the page silently did not run or
 * load. They are collected per test and fail it (fixtures.ts), whichever context saw them.
 */
const seen: string[] = [];
const PREFIX = '[csp] ';

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${prefix}${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} on ${location.pathname}`);
    });
  }, PREFIX);
  context.on('console', (message) => {
    if (message.text().startsWith(PREFIX)) seen.push(message.text().slice(PREFIX.length));
  });
}

/** The violations seen since the last call. */
export function takeCspViolations(): string[] {
  return seen.splice(0);
}
