/**
 * Transactional e-mails, in Spanish. Each builds a draft (email-draft.ts) that email-compose.ts
 * renders into an HTML part (react-email, email-frame.tsx) and a plain-text part. E-mails to a client
 * wear the provider's brand and name its sender; account and staff e-mails wear Trato's.
 */
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { composeEmail } from './email-compose.ts';
import { TRATO_BRAND, type EmailBrand, type EmailFact, type EmailMessage, type EmailSender } from './email-draft.ts';

export type { EmailMessage } from './email-draft.ts';

/** Who a client e-mail comes from: the provider's brand and the sender (name, Reply-To). */
export type ClientEmailFrom = { brand: EmailBrand; sender: EmailSender };

export function verifyEmail(name: string, url: string): Promise<EmailMessage> {
  return composeEmail({
    kind: 'verify_email',
    subject: 'Confirma tu correo en Trato',
    brand: TRATO_BRAND,
    title: 'Confirma tu correo',
    paragraphs: [`Hola ${name},`, 'Gracias por crear tu cuenta en Trato. Confirma tu correo para continuar con la configuración de tu espacio de trabajo.'],
    action: { label: 'Confirmar correo', url },
    footer: 'El enlace vence en 48 horas. Si no creaste esta cuenta, ignora este correo.',
  });
}

export function resetPassword(name: string, url: string): Promise<EmailMessage> {
  return composeEmail({
    kind: 'reset_password',
    subject: 'Restablece tu contraseña de Trato',
    brand: TRATO_BRAND,
    title: 'Restablece tu contraseña',
    paragraphs: [`Hola ${name},`, 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Trato.'],
    action: { label: 'Restablecer contraseña', url },
    footer: 'El enlace vence en 60 minutos y sirve una sola vez. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  });
}

export function teamInvitation(inviter: string, workspace: string, role: string, url: string): Promise<EmailMessage> {
  return composeEmail({
    kind: 'team_invitation',
    subject: `${inviter} te invitó a ${workspace} en Trato`,
    brand: TRATO_BRAND,
    title: `Únete a ${workspace}`,
    paragraphs: ['Hola,', `${inviter} te invitó a unirte a ${workspace} en Trato como ${role}.`],
    action: { label: 'Aceptar invitación', url },
    footer: 'El enlace vence en 7 días y sirve una sola vez. Si no esperabas esta invitación, ignora este correo.',
  });
}

/** A quote as the e-mails name it: its number, then its name: COT-2026-0042 «Rediseño» (the name alone without a number, decision 0080). */
const quoteName = (p: { proposal: string; code?: string | null }): string => `${p.code ? `${p.code} ` : ''}«${p.proposal}»`;

/** The facts a client looks for in a quote's e-mail: its number, total and validity (each when known). */
export function quoteFacts(q: { code?: string | null; total?: string | null; currency?: string | null; validUntil?: string | null }): EmailFact[] {
  const facts: EmailFact[] = [];
  if (q.code) facts.push({ label: 'Cotización', value: q.code });
  if (q.total) facts.push({ label: 'Total', value: formatMoney(q.total, q.currency) });
  const until = formatDay(q.validUntil);
  if (until) facts.push({ label: 'Válida hasta', value: until });
  return facts;
}

/** A proposal sent to a client (POST /v1/proposals/{id}/send): who sends it, its facts, their own note apart, and the public link. */
export function proposalSent(
  p: { organization: string; proposal: string; code?: string | null; total?: string | null; currency?: string | null; validUntil?: string | null; recipient: string | null; sender: string; message: string | null; url: string },
  from: ClientEmailFrom,
): Promise<EmailMessage> {
  // The note keeps the sender's line breaks (blank lines collapsed): it is their letter, not ours.
  const note = p.message?.split(/\n+/).map((l) => l.trim()).filter(Boolean).join('\n');
  return composeEmail({
    kind: 'proposal_sent',
    subject: `${p.organization} te envió la cotización ${quoteName(p)}`,
    ...from,
    title: `Cotización ${quoteName(p)}`,
    paragraphs: [p.recipient ? `Hola ${p.recipient},` : 'Hola,', `${p.sender}, de ${p.organization}, te envió la cotización ${quoteName(p)}.`, 'Puedes revisarla, descargarla en PDF y aceptarla en línea.'],
    facts: quoteFacts(p),
    note: note ? { author: p.sender, text: note } : null,
    action: { label: 'Ver cotización', url: p.url },
    footer: `Recibiste este correo porque ${p.organization} te envió una cotización a través de Trato. Si respondes, tu respuesta le llega a ${p.sender}.`,
  });
}

/** Staff: the client declined a proposal from the public page (POST /v1/proposal/{id}/decline), with their reason. */
export function proposalDeclined(p: { proposal: string; code?: string | null; client: string | null; reason: string | null; url: string }): Promise<EmailMessage> {
  const who = p.client ?? 'Tu cliente';
  const reason = p.reason?.split(/\n+/).map((l) => l.trim()).filter(Boolean).join('\n');
  return composeEmail({
    kind: 'proposal_declined',
    subject: `Se solicitaron modificaciones a la cotización ${quoteName(p)}`,
    brand: TRATO_BRAND,
    title: `Cotización ${quoteName(p)} rechazada`,
    paragraphs: ['Hola,', `${who} rechazó la cotización ${quoteName(p)} y solicitó modificaciones.`, ...(reason ? [] : ['No dejó un comentario.']), 'Puedes duplicarla como una nueva versión, ajustarla y enviarla de nuevo.'],
    note: reason ? { author: who, text: reason } : null,
    action: { label: 'Ver cotización', url: p.url },
    footer: 'Recibiste este correo porque eres parte del equipo que envió la cotización.',
  });
}

/**
 * Client: the signed copy of a proposal (POST /v1/signatures). The PDF link is the signed copy; the
 * portal link (a single-use magic link, 15 minutes) is only sent to the customer who owns the portal.
 * `held`: the address belongs to a customer of another company (decision 0061), who may not be the
 * signer: she is told the project stays out of her portal until she herself signs in.
 */
export function proposalSignedCopy(
  p: { organization: string; proposal: string; code?: string | null; total?: string | null; currency?: string | null; recipient: string; pdfUrl: string; portalUrl: string | null; held?: boolean },
  from: ClientEmailFrom,
): Promise<EmailMessage> {
  const pdf = { label: 'Descargar copia firmada', url: p.pdfUrl };
  return composeEmail({
    kind: 'proposal_signed_copy',
    subject: `Copia firmada de la cotización ${quoteName(p)}`,
    ...from,
    title: `Cotización ${quoteName(p)} firmada`,
    paragraphs: [
      `Hola ${p.recipient},`,
      `Firmaste la cotización ${quoteName(p)} de ${p.organization}. ¡Gracias! Te contactarán pronto para comenzar.`,
      ...(p.portalUrl ? ['Desde tu portal de cliente puedes seguir el proyecto. El enlace de acceso vence en 15 minutos y sirve una sola vez.'] : []),
      ...(p.held ? [`Si no firmaste tú, no abras el enlace y avísale a ${p.organization}: este proyecto no aparecerá en tu portal hasta que entres tú.`] : []),
    ],
    facts: quoteFacts(p),
    action: p.portalUrl ? { label: 'Ir a mi portal', url: p.portalUrl } : pdf,
    secondary: p.portalUrl ? pdf : null,
    footer: `Recibiste este correo porque firmaste una cotización de ${p.organization} a través de Trato.`,
  });
}

/** Staff: a client signed a proposal; it is now a project. */
export function proposalSignedStaff(p: { proposal: string; code?: string | null; signer: string; signerEmail: string; url: string }): Promise<EmailMessage> {
  return composeEmail({
    kind: 'proposal_signed',
    subject: `${p.signer} firmó la cotización ${quoteName(p)}`,
    brand: TRATO_BRAND,
    title: `Cotización ${quoteName(p)} firmada`,
    paragraphs: ['Hola,', `${p.signer} (${p.signerEmail}) firmó la cotización ${quoteName(p)}.`, 'La cotización quedó aceptada y se creó su proyecto. La evidencia de la firma está en la cotización.'],
    action: { label: 'Ver cotización', url: p.url },
    footer: 'Recibiste este correo porque eres parte del equipo que envió la cotización.',
  });
}

/** Customer: a new sign-in link asked for from /p/{slug}/login (POST /auth/customer/login-link/send). */
export function customerLoginLink(p: { recipient: string; organization: string; url: string }, from: ClientEmailFrom): Promise<EmailMessage> {
  return composeEmail({
    kind: 'customer_login_link',
    subject: `Tu enlace de acceso a ${p.organization}`,
    ...from,
    title: 'Tu enlace de acceso',
    paragraphs: [
      `Hola ${p.recipient},`,
      `Pediste un enlace para entrar a tu portal de cliente de ${p.organization}. El enlace vence en 15 minutos y sirve una sola vez.`,
      'Si no lo pediste, puedes ignorar este correo: nadie podrá entrar sin él.',
    ],
    action: { label: 'Entrar a mi portal', url: p.url },
    footer: 'Recibiste este correo porque alguien pidió un enlace de acceso para esta dirección en Trato.',
  });
}

/** Customer: the company's main contact, when someone else signed its proposal — the portal, by invitation. */
export function portalInvitation(
  p: { organization: string; proposal: string; code?: string | null; total?: string | null; currency?: string | null; recipient: string; signer: string; pdfUrl: string; portalUrl: string },
  from: ClientEmailFrom,
): Promise<EmailMessage> {
  return composeEmail({
    kind: 'portal_invitation',
    subject: `Cotización ${quoteName(p)} firmada: tu acceso al portal`,
    ...from,
    title: `Cotización ${quoteName(p)} firmada`,
    paragraphs: [
      `Hola ${p.recipient},`,
      `${p.signer} firmó la cotización ${quoteName(p)} de ${p.organization} para tu empresa. Si no reconoces esta firma, avísale a ${p.organization}.`,
      'Ya tienes acceso al portal del proyecto. El enlace de acceso vence en 15 minutos y sirve una sola vez; después puedes pedir otro desde la cotización.',
    ],
    facts: quoteFacts(p),
    action: { label: 'Ir a mi portal', url: p.portalUrl },
    secondary: { label: 'Descargar copia firmada', url: p.pdfUrl },
    footer: `Recibiste este correo porque eres el contacto de tu empresa con ${p.organization} en Trato.`,
  });
}

/** Customer: staff shared a portal's access (POST /v1/projects/{id}/send-access). */
export function portalAccess(p: { recipient: string; organization: string; project: string; url: string }, from: ClientEmailFrom): Promise<EmailMessage> {
  return composeEmail({
    kind: 'portal_access',
    subject: `Tu acceso al portal «${p.project}» de ${p.organization}`,
    ...from,
    title: `Tu acceso al portal «${p.project}»`,
    paragraphs: [
      `Hola ${p.recipient},`,
      `${p.organization} te dio acceso al portal «${p.project}»: ahí puedes revisar archivos, pagos y etapas, y dejar comentarios.`,
      'El enlace vence en 15 minutos y sirve una sola vez; después puedes pedir otro desde la página de acceso del portal.',
    ],
    action: { label: 'Ir a mi portal', url: p.url },
    footer: `Recibiste este correo porque ${p.organization} te agregó a un portal de cliente en Trato.`,
  });
}
