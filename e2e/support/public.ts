import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, signUpViaApi, uid, type Account } from './api.ts';
import { baseUrl, NAVIGATION_TIMEOUT_MS, STEP_TIMEOUT_MS } from './fixtures.ts';
import { watchCsp } from './csp.ts';
import { createClient, createLine, createProposal, SAMPLE_CONTENT, setStatus } from './proposals.ts';
import { expectVisible } from './ui.ts';

/** Helpers of the public proposal journeys (/p/{slug}): a shared proposal and the client's phone. */

// A valid 1×1 PNG: enough for the logo upload (its URL is what the page shows).
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export type SharedProposal = {
  account: Account;
  workspace: string;
  lineId: string;
  companyId: string;
  id: string;
  slug: string;
  name: string;
  contact: { name: string; email: string };
};

/** Content with a wide table, so the phone layout is tested with what overflows most easily. */
export const PUBLIC_CONTENT = {
  blocks: [
    ...SAMPLE_CONTENT.blocks,
    {
      type: 'table',
      data: {
        withHeadings: true,
        content: [
          ['Fase', 'Entregable', 'Plazo estimado', 'Responsable del cliente'],
          ['Descubrimiento', 'Informe de marca y referencias visuales', '2 semanas', 'Gerencia comercial'],
        ],
      },
    },
  ],
};

/** A provider's workspace with a finished proposal sent to a client contact (status SENT). */
export async function createSharedProposal(opts: { name?: string; primaryColor?: string } = {}): Promise<SharedProposal> {
  // Workspace names are unique across the server.
  const workspace = `Estudio Andino ${uid()}`;
  const account = await signUpViaApi({ currency: 'CLP', workspaceName: workspace, primaryColor: opts.primaryColor ?? '#7c3aed' });
  const line = await createLine(account.token, 'Branding');
  const contact = { name: 'Camila Rojas', email: `camila.${Date.now().toString(36)}@trato.test` };
  const client = await createClient(account.token, 'Café Cordillera', contact);
  const name = opts.name ?? 'Identidad visual para Café Cordillera';
  const proposal = await createProposal(account.token, { lineId: line.id, companyId: client.id, name, content: PUBLIC_CONTENT });
  await setStatus(account.token, proposal.id, 'SENT');
  return { account, workspace, lineId: line.id, companyId: client.id, id: proposal.id, slug: proposal.slug, name, contact };
}

/** Another proposal of the same workspace for the same client, sent. */
export async function createProposalFor(shared: SharedProposal, name: string): Promise<SharedProposal> {
  const proposal = await createProposal(shared.account.token, { lineId: shared.lineId, companyId: shared.companyId, name, content: PUBLIC_CONTENT });
  await setStatus(shared.account.token, proposal.id, 'SENT');
  return { ...shared, id: proposal.id, slug: proposal.slug, name };
}

/** The client signs through the API (POST /v1/signatures, multipart), as the page would. */
export async function signViaApi(shared: SharedProposal): Promise<{ magic_link: string | null }> {
  const form = new FormData();
  form.set('signableId', shared.slug);
  form.set('signableType', 'proposal');
  form.set('signature', new Blob([PNG_1X1], { type: 'image/png' }), 'firma.png');
  form.set('signer_name', shared.contact.name);
  form.set('signer_email', shared.contact.email);
  form.set('mode', 'upload');
  form.set('terms_accepted', 'true');
  const res = await fetch(new URL('/api/v1/signatures', baseUrl()), { method: 'POST', headers: { accept: 'application/json' }, body: form });
  if (res.status !== 201) throw new Error(`signing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { magic_link: string | null } }).data;
}

/** A staff member of the workspace writes on the proposal's thread (POST /v1/comments, origin admin). */
export async function commentAsStaff(shared: SharedProposal, body: string): Promise<void> {
  await api('POST', '/v1/comments', { token: shared.account.token, body: { type: 'proposal', proposalId: shared.slug, origin: 'admin', body } });
}

/** Opens a link from an email in the page, as a person clicking it would (same server, its path and query). */
export async function followEmailedLink(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

/** A fresh browser context as the client's phone: nothing stored, 390×844, touch. */
export async function phoneContext(browser: Browser, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await watchCsp(context);
  return context;
}

/** The client opens the link on a phone: a real page run, so the visit (and a first view's notification) is recorded. */
export async function openOnPhone(browser: Browser, shared: SharedProposal): Promise<void> {
  const client = await phoneContext(browser);
  try {
    const phone = await client.newPage();
    // The page's script records the view once it has hydrated (the server-rendered heading shows
    // before that): stay until it has, as a client reading the proposal does.
    const visit = phone.waitForResponse((r) => r.url().endsWith(`/v1/proposal/${shared.slug}/visit`) && r.request().method() === 'POST');
    await phone.goto(`/p/${shared.slug}`);
    await expectVisible(phone.getByRole('heading', { name: shared.name, level: 1 }));
    await visit;
  } finally {
    await client.close();
  }
}

/** Whether anything on the page is wider than the viewport (a phone would scroll sideways). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Draws a signature on the signature modal's canvas with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByLabel('Área para dibujar la firma');
  await expectVisible(canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature canvas has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 18, y + Math.sin(i) * 30, { steps: 2 });
  await page.mouse.up();
}

type StaffProposal = {
  status: string;
  visitLogs?: { id: string }[];
  project?: { id: string; name: string } | null;
};

/** The proposal as staff see it (GET /v1/proposals/{id}). */
export async function staffProposal(token: string, id: string): Promise<StaffProposal> {
  return (await api<{ data: StaffProposal }>('GET', `/v1/proposals/${id}`, { token })).data;
}

export async function staffComments(token: string, id: string): Promise<{ body: string; author: { name: string } }[]> {
  return (await api<{ data: { body: string; author: { name: string } }[] }>('GET', `/v1/comments?type=proposal&proposalId=${id}`, { token })).data;
}

/** Uploads the workspace's logo, or with `dark` its dark-mode logo; answers the stored URL. */
export async function uploadLogo(account: Account, dark: boolean): Promise<string> {
  const form = new FormData();
  if (dark) form.append('dark', '1');
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), dark ? 'logo-oscuro.png' : 'logo.png');
  const res = await fetch(new URL(`/api/v1/organization/${account.workspace.id}/upload`, baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`logo upload answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { result: { logo: string; logo_dark: string } };
  return dark ? body.result.logo_dark : body.result.logo;
}
