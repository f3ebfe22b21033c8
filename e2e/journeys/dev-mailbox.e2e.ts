import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { strongPassword, uniqueEmail } from '../support/api.ts';
import { mailboxUrlFrom } from '../support/dev-mailbox.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { freePort, spawnServer, stop, waitForHealth } from '../support/server.ts';
import { eventually, expectPath, expectVisible } from '../support/ui.ts';

// Issue 9 item 1: without SMTP the development mailbox holds everyone's verification and reset
// links, so it opens only with the key its server prints on the console. This journey runs its own
// server without SMTP_URL (the shared one sends to the SMTP sink) and signs up as a newcomer would.

let server: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'trato-e2e-mailbox-'));
  server = spawnServer(
    // SMTP_URL empty is unset: no mail server, so the mailbox is on.
    { SMTP_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: base, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    (chunk) => (output += chunk.toString()),
  );
  await waitForHealth(base, server, {
    get value() {
      return output.slice(-8_000);
    },
  });
});

afterAll(async () => {
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The address the server printed at start: the operator's console is the only place that has it. */
function mailboxUrlFromConsole(): string {
  return mailboxUrlFrom(output);
}

describe('development mailbox without SMTP', () => {
  test('a newcomer signs up, the bare mailbox answers 404, the console\'s link opens it, the mailed link signs them in, and the console never shows that link', async ({ page }) => {
    const email = uniqueEmail('mailbox');

    await page.goto(`${base}/register`);
    await page.getByLabel('Nombre', { exact: true }).fill('Nora Díaz');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(strongPassword());
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectPath(page, '/register/verify');

    // What anyone on the network would try: the mailbox's old address, and a made-up key.
    const mailboxUrl = mailboxUrlFromConsole();
    const key = mailboxUrl.split('/').pop()!;
    // One character changed: always another key (a fixed 'A' was the real key whenever it ended in A).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [`${base}/api/dev/mailbox`, `${base}/api/dev/mailbox/${wrongKey}`]) {
      const refused = await page.goto(guess);
      expect(refused?.status(), guess).toBe(404);
      await expectVisible(page.getByText('No encontramos lo que buscas.'));
      await expect(page.getByText(email).count()).resolves.toBe(0);
    }

    // The operator opens the address from the console: the verification email is there (the
    // outbox keeps it moments after the sign-up), styled by its own stylesheet under the same key.
    await page.goto(mailboxUrl);
    await expectVisible(page.getByRole('heading', { name: 'Buzón de desarrollo' }));
    await eventually(
      async () => {
        if ((await page.getByText(`para ${email}`).count()) > 0) return true;
        await page.reload();
        return false;
      },
      true,
      'the verification email shows up in the mailbox',
    );
    const mail = page.locator('article', { hasText: `para ${email}` });
    await expectVisible(mail.getByText('Confirma tu correo en Trato'));
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).maxWidth)).toBe('760px');

    // Its link, clicked, verifies the address and signs the newcomer in on the next sign-up step.
    const link = mail.getByRole('link', { name: /\/register\/verify\?token=/ });
    const verifyLink = await link.getAttribute('href');
    await link.click();
    await expectPath(page, '/register/survey');
    await expectVisible(page.getByText('¡Correo confirmado! Sigamos configurando tu cuenta.'));
    // The key stays behind: the page the link opened was not told where it came from.
    expect(await page.evaluate(() => document.referrer)).toBe('');

    // The console says an email went to the mailbox, never its link (nor the link's token when the
    // browser opened it), and shows the key only in its start-up line (issue 29).
    const token = new URL(verifyLink!).searchParams.get('token')!;
    await eventually(async () => output.includes(email), true, 'the console says an email to the newcomer went to the mailbox');
    expect(output).not.toMatch(/\/register\/verify\?token=[A-Za-z0-9_-]/);
    expect(output).not.toContain(token);
    expect(output.split(key).length - 1).toBe(1);
  });
});
