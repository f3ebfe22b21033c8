import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core run inside the journeys' real pages. Its source is evaluated through the DevTools
 * protocol (page.evaluate), not added as a <script>: the server's CSP forbids inline scripts, and
 * the CSP watcher would fail the journey for it.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeResult = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };

export type Violation = { rule: string; impact: string; help: string; targets: { target: string; summary: string }[] };

/** Serious and critical violations fail the journeys (issue 14); moderate ones are reported by `scan` when asked. */
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now and returns its violations at the given impacts. */
export async function axeViolations(page: Page, options: { impacts?: ReadonlySet<string>; onlyContrast?: boolean } = {}): Promise<Violation[]> {
  const impacts = options.impacts ?? BLOCKING;
  // Colour transitions still running would let axe read a colour halfway between two palettes
  // (a cell's text at #e5eaf1 on white just after leaving dark mode): wait until they have ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'));
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (onlyContrast) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    // Best practices (landmarks, heading order) are part of the bar, not only WCAG A/AA.
    const only = onlyContrast ? { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } } : {};
    const { violations } = await axe.run(document, { resultTypes: ['violations'], ...only });
    return violations;
  }, options.onlyContrast ?? false);
  return (results as AxeResult[])
    .filter((v) => impacts.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => ({ target: n.target.map(String).join(' >> '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
}

/** One line per element, readable in a failing test's output. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((v) => v.targets.map((t) => `  [${v.impact}] ${v.rule} (${v.help}) at ${t.target}: ${t.summary}`))
    .join('\n');
}

export type Scheme = 'light' | 'dark';
export const WIDTHS = [390, 1440] as const;
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/**
 * Puts the page in light or dark mode as the apps do: the `dark` class on <html> (set by each app's
 * boot-theme from the visitor's choice or the system's) and the system preference, which the
 * server-rendered public page follows until its script runs (`theme-auto`, decision 0032).
 */
async function applyScheme(page: Page, scheme: Scheme): Promise<void> {
  // Reduced motion: the apps then shorten every transition to 0.01 ms, so axe reads the palette's
  // final colours, not a colour halfway through the switch.
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
}

/**
 * Scans the page at 390 px and 1440 px in light and dark mode and returns one readable entry per
 * combination with serious or critical violations (rule, element, why). `ready` is awaited after each
 * change, so what axe sees is that width's layout. Journeys collect the entries of all their routes
 * and assert once with `expectNoViolations`, so one run lists everything to fix.
 */
export async function scan(page: Page, where: string, ready?: () => Promise<void>): Promise<string[]> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const scheme of SCHEMES) {
      const started = Date.now();
      await applyScheme(page, scheme);
      if (ready) await ready();
      // The dark palette changes colours only: its run checks contrast alone (a full run costs
      // about a second per page on two busy cores, and the CI's 20 minutes are nearly spent).
      const violations = await axeViolations(page, { onlyContrast: scheme === 'dark' });
      if (process.env.AXE_TIMING) console.log(`[axe] ${where} ${width} ${scheme}: ${Date.now() - started} ms`);
      if (violations.length) found.push(`${where} at ${width} px, ${scheme}:\n${describeViolations(violations)}`);
    }
  }
  await applyScheme(page, 'light');
  if (original) await page.setViewportSize(original);
  return found;
}

export function expectNoViolations(found: string[]): void {
  expect(found, `serious or critical accessibility violations:\n${found.join('\n')}`).toEqual([]);
}
