import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { useMailSink } from '../../../test/mail.ts';
import { collectionSettings, workspaces } from '../../db/schema/index.ts';
import { receiptEmail } from '../receipts/receipt-email.ts';
import { paymentReminder, proposalExpiring } from '../reminders/reminder-emails.ts';
import { loadWorkspaceEmailIdentity, personSender } from './email-brand.ts';
import { enqueueEmail } from './outbox.ts';
import type { EmailMessage } from './email-draft.ts';
import {
  customerLoginLink,
  portalAccess,
  portalInvitation,
  proposalDeclined,
  proposalSent,
  proposalSignedCopy,
  proposalSignedStaff,
  resetPassword,
  teamInvitation,
  verifyEmail,
} from './templates.ts';

const t = useTestApp();
const mail = useMailSink(t);

const LOGO = '/api/files/workspace_logos/estudio-sur.png';
const url = (path: string) => `http://trato.test${path}?token=${randomBytes(6).toString('hex')}`;

/** A workspace with a logo, a teal colour and its identity in settings «Cobros». */
async function brandedWorkspace() {
  const owner = await createOwner(t.db, { workspace: { name: 'Estudio Sur' } });
  await t.db.update(workspaces).set({ logo: LOGO, primaryColor: '#0F766E' }).where(eq(workspaces.id, owner.workspace.id));
  await t.db.insert(collectionSettings).values({ workspaceId: owner.workspace.id, legalName: 'Estudio Sur SpA', taxCountry: 'CL', taxId: '761234567', address: null, contactEmail: 'hola@estudiosur.cl' });
  return owner;
}

/** Queues one message to a fresh address, sends the outbox over SMTP to the sink and returns what arrived. */
async function delivered(message: EmailMessage) {
  const to = `cliente.${randomBytes(4).toString('hex')}@ejemplo.test`;
  await enqueueEmail(t.db, to, message);
  return mail.lastTo(to);
}

/** Every link of the HTML part, decoded: each must be in the plain-text part too. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('every e-mail, rendered by react-email and read back from a real SMTP sink (issue 32 §4)', () => {
  it("client e-mails wear the provider: its name as sender, Reply-To a person, its logo and colour, facts in both parts, the same links in both", async () => {
    const owner = await brandedWorkspace();
    const from = await loadWorkspaceEmailIdentity(t.db, owner.workspace.id, 'http://trato.test');
    // Automatic e-mails answer to the workspace's contact e-mail from «Cobros».
    expect(from.sender).toEqual({ name: 'Estudio Sur', replyTo: 'hola@estudiosur.cl' });
    const byPerson = { brand: from.brand, sender: personSender({ name: 'Ana Pérez', email: 'ana@estudiosur.cl' }, 'Estudio Sur') };
    const quote = { organization: 'Estudio Sur', proposal: 'Sitio web', code: 'COT-2026-0042', recipient: 'Marta Núñez' };
    const messages: [string, EmailMessage, { fromName: string; replyTo: string; facts: string[] }][] = [
      [
        'proposal sent',
        await proposalSent({ ...quote, total: '1200000', currency: 'CLP', validUntil: '2027-01-15T00:00:00.000Z', sender: 'Ana Pérez', message: 'Quedo atenta.', url: url('/p/sitio') }, byPerson),
        { fromName: 'Ana Pérez · Estudio Sur', replyTo: 'ana@estudiosur.cl', facts: ['COT-2026-0042', '15 de enero de 2027', 'Quedo atenta.'] },
      ],
      ['signed copy', await proposalSignedCopy({ ...quote, pdfUrl: url('/api/v1/proposal/sitio/pdf'), portalUrl: url('/c/login') }, from), { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['COT-2026-0042', 'Descargar copia firmada'] }],
      ['portal invitation', await portalInvitation({ ...quote, signer: 'José Soto', pdfUrl: url('/api/v1/proposal/sitio/pdf'), portalUrl: url('/c/login') }, from), { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['José Soto'] }],
      ['portal access', await portalAccess({ recipient: 'Marta Núñez', organization: 'Estudio Sur', project: 'Sitio web', url: url('/c/login') }, byPerson), { fromName: 'Ana Pérez · Estudio Sur', replyTo: 'ana@estudiosur.cl', facts: ['Sitio web'] }],
      ['sign-in link', await customerLoginLink({ recipient: 'Marta Núñez', organization: 'Estudio Sur', url: url('/c/login') }, from), { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['15 minutos'] }],
      [
        'payment reminder',
        await paymentReminder(
          'payment.overdue',
          { organization: 'Estudio Sur', recipient: 'Marta Núñez', project: 'Sitio web', payment: 'Anticipo', amount: '600000', currency: 'CLP', dueAt: '2026-12-01T00:00:00.000Z', url: url('/c/project/x'), payUrl: url('/pay/abc'), isPortal: true, state: 'overdue' },
          from,
        ),
        { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['Monto', 'Vencido el 1 de diciembre de 2026', 'Pagar'] },
      ],
      ['expiring proposal', await proposalExpiring({ ...quote, validUntil: '2027-01-15T00:00:00.000Z', url: url('/p/sitio') }, from), { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['Válida hasta', '15 de enero de 2027'] }],
      [
        'receipt',
        await receiptEmail({ recipient: 'Marta Núñez', organization: 'Estudio Sur SpA', project: 'Sitio web', payment: 'Anticipo', code: 'REC-2026-0007', amount: '600000', currency: 'CLP', url: url('/c/receipts/x') }, from),
        { fromName: 'Estudio Sur', replyTo: 'hola@estudiosur.cl', facts: ['REC-2026-0007', 'Monto'] },
      ],
    ];
    for (const [name, message, expected] of messages) {
      const email = await delivered(message);
      const text = email.text.replace(/\u00a0/g, ' ');
      expect(email.from, name).toBe(`${expected.fromName} <no-reply@trato.test>`);
      expect(email.headers['reply-to'], name).toBe(expected.replyTo);
      expect(email.html, name).toContain(`src="http://trato.test${LOGO}"`);
      expect(email.html, name).toContain('border-top:4px solid #0f766e');
      expect(email.html, name).toContain('lang="es"');
      expect(email.html, name).not.toMatch(/<script|trato\.app\/logo/i);
      for (const fact of expected.facts) {
        expect(text, `${name}: text part`).toContain(fact);
        expect(email.html.replace(/\u00a0/g, ' '), `${name}: HTML part`).toContain(fact);
      }
      // The legal line of «Cobros» signs every client e-mail.
      expect(text, name).toContain('Estudio Sur SpA · RUT 761234567');
      const links = hrefs(email.html);
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(text, `${name}: ${link}`).toContain(link);
    }
  });

  it('without a logo or identity the name stands in, in the colour made readable on white; an SVG logo is left out', async () => {
    const owner = await createOwner(t.db, { workspace: { name: 'Taller Claro' } });
    await t.db.update(workspaces).set({ logo: '/api/files/workspace_logos/marca.svg', primaryColor: '#FDE047' }).where(eq(workspaces.id, owner.workspace.id));
    const from = await loadWorkspaceEmailIdentity(t.db, owner.workspace.id, 'http://trato.test');
    // No «Cobros» contact: answers go to the owner.
    expect(from.sender).toEqual({ name: 'Taller Claro', replyTo: owner.user.email });
    const email = await delivered(await customerLoginLink({ recipient: 'Marta', organization: 'Taller Claro', url: url('/c/login') }, from));
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('>Taller Claro</p>');
    // Yellow is unreadable as text on white: the name is a darker shade; the button keeps yellow with dark text.
    expect(email.html).not.toMatch(/(?<!background-)color:#fde047/);
    expect(email.html).toMatch(/background-color:#fde047;color:#0f172a/);
  });

  it('account and staff e-mails wear Trato and come from the instance, with no Reply-To', async () => {
    const staff: [string, EmailMessage][] = [
      ['verification', await verifyEmail('Ana', url('/register/verify'))],
      ['password', await resetPassword('Ana', url('/auth/reset'))],
      ['team invitation', await teamInvitation('Ana Pérez', 'Estudio Sur', 'miembro', url('/team/accept'))],
      ['declined', await proposalDeclined({ proposal: 'Sitio web', code: 'COT-2026-0042', client: 'Panadería Ñuñoa', reason: 'Muy caro\npara este año', url: url('/proposals/x') })],
      ['signed (staff)', await proposalSignedStaff({ proposal: 'Sitio web', code: 'COT-2026-0042', signer: 'Marta', signerEmail: 'marta@ejemplo.test', url: url('/proposals/x') })],
    ];
    for (const [name, message] of staff) {
      const email = await delivered(message);
      expect(email.from, name).toBe('Trato <no-reply@trato.test>');
      expect(email.headers['reply-to'], name).toBeUndefined();
      expect(email.html, name).toContain('>Trato</p>');
      expect(email.text.length, name).toBeGreaterThan(50);
      for (const link of hrefs(email.html)) expect(email.text, `${name}: ${link}`).toContain(link);
    }
    // The client's reason is set apart as her message, line breaks kept.
    const declined = await delivered(staff[3]![1]);
    expect(declined.text).toContain('Mensaje de Panadería Ñuñoa:\n  Muy caro\n  para este año'.replace(/\n/g, '\r\n'));
  });

  it('names chosen by people cannot add headers: a line break in a sender name becomes a space', async () => {
    const owner = await brandedWorkspace();
    const { brand } = await loadWorkspaceEmailIdentity(t.db, owner.workspace.id, 'http://trato.test');
    const sender = personSender({ name: 'Ana\r\nBcc: espia@ejemplo.test', email: 'ana@estudiosur.cl\r\nBcc: otro@ejemplo.test' }, 'Estudio Sur');
    const email = await delivered(await customerLoginLink({ recipient: 'Marta', organization: 'Estudio Sur', url: url('/c/login') }, { brand, sender }));
    expect(email.headers.bcc).toBeUndefined();
    expect(email.envelopeTo.some((a) => a.includes('espia') || a.includes('otro'))).toBe(false);
    expect(email.from).toBe('Ana Bcc: espia@ejemplo.test · Estudio Sur <no-reply@trato.test>');
  });
});
