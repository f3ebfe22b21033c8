// Profiling aid (not part of `npm run bench`): where a signed-in page's main-thread time goes as it
// loads. Starts the demo server (lib/demo-server.mjs, the existing build), signs the demo owner in,
// loads PAGE (default /dashboard; a word of app-pages.mjs's page names, e.g. portal, or a staff path) in Chromium with the CPU slowed CPU× (default 4) and V8's sampling
// profiler on, and prints the self time per script and the heaviest functions; OUT=file.cpuprofile
// keeps the profile for Chrome DevTools.
// Run: npm run build && node --import tsx bench/lib/profile-page.mjs [PAGE]
/* global window -- used inside page.evaluate, in the browser */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { demoPages } from './demo-pages.mjs';
import { startDemoServer } from './demo-server.mjs';

const target = process.argv[2] ?? '/dashboard';
const slowdown = Number(process.env.CPU ?? 4);
const server = await startDemoServer('profile-page');
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/api/health`);
  const known = (await demoPages(server)).find((p) => p.short.toLowerCase().includes(target.toLowerCase()));
  const { path, storage } = known ?? { path: target, storage: { 'trato.token': server.staffToken } };
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, Object.entries(storage));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.OUT) fs.writeFileSync(process.env.OUT, JSON.stringify(profile));
  // Self time per node from the samples' time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byScript = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const script = url ? url.replace(/.*\//, '') : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  console.log(`${path} at ${slowdown}× CPU: self time per script\n${top(byScript, 20)}\nheaviest functions\n${top(byFunction, 25)}`);
} finally {
  await browser.close();
  await server.stop();
}
