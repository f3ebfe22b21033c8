/** Transactional emails, in Spanish, as text and a simple HTML version. */
export type EmailMessage = { kind: string; subject: string; text: string; html: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The one HTML frame of every transactional email (also used by the reminders module). */
export function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string, secondary?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escape(p)}</p>`).join('');
  return `<!doctype html><html lang="es"><body style="margin:0;background:#f1f5f9;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#475569;line-height:1.5">Si el botón no funciona, copia este enlace en tu navegador:<br>${escape(action.url)}</p>
${secondary ? `<p style="margin:0 0 16px;line-height:1.5"><a href="${escape(secondary.url)}" style="color:#1d4ed8">${escape(secondary.label)}</a></p>` : ''}
<p style="font-size:13px;color:#475569;margin-top:24px">${escape(footer)}</p></td></tr></table></td></tr></table></body></html>`;
}

export function verifyEmail(name: string, url: string): EmailMessage {
  const lines = [`Hola ${name},`, 'Gracias por crear tu cuenta en Trato. Confirma tu correo para continuar con la configuración de tu espacio de trabajo.'];
  const footer = 'El enlace vence en 48 horas. Si no creaste esta cuenta, ignora este correo.';
  return {
    kind: 'verify_email',
    subject: 'Confirma tu correo en Trato',
    text: `${lines.join('\n\n')}\n\nConfirma tu correo: ${url}\n\n${footer}`,
    html: layout('Confirma tu correo', lines, { label: 'Confirmar correo', url }, footer),
  };
}

export function resetPassword(name: string, url: string): EmailMessage {
  const lines = [`Hola ${name},`, 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Trato.'];
  const footer = 'El enlace vence en 60 minutos y sirve una sola vez. Si no lo pediste, ignora este correo: tu contraseña no cambia.';
  return {
    kind: 'reset_password',
    subject: 'Restablece tu contraseña de Trato',
    text: `${lines.join('\n\n')}\n\nRestablece tu contraseña: ${url}\n\n${footer}`,
    html: layout('Restablece tu contraseña', lines, { label: 'Restablecer contraseña', url }, footer),
  };
}

export function teamInvitation(inviter: string, workspace: string, role: string, url: string): EmailMessage {
  const lines = [`Hola,`, `${inviter} te invitó a unirte a ${workspace} en Trato como ${role}.`];
  const footer = 'El enlace vence en 7 días y sirve una sola vez. Si no esperabas esta invitación, ignora este correo.';
  return {
    kind: 'team_invitation',
    subject: `${inviter} te invitó a ${workspace} en Trato`,
    text: `${lines.join('\n\n')}\n\nAcepta la invitación: ${url}\n\n${footer}`,
    html: layout(`Únete a ${workspace}`, lines, { label: 'Aceptar invitación', url }, footer),
  };
}

/** A quote as the e-mails name it: its number, then its name: COT-2026-0042 «Rediseño» (the name alone without a number, decision 0080). */
const quoteName = (p: { proposal: string; code?: string | null }): string => `${p.code ? `${p.code} ` : ''}«${p.proposal}»`;

/** A proposal sent to a client (POST /v1/proposals/{id}/send): who sends it, its name, an optional note and the public link. */
export function proposalSent(p: { organization: string; proposal: string; code?: string | null; recipient: string | null; sender: string; message: string | null; url: string }): EmailMessage {
  const note = p.message ? [`${p.sender} escribió:`, ...p.message.split(/\n+/).map((l) => l.trim()).filter(Boolean)] : [];
  const lines = [p.recipient ? `Hola ${p.recipient},` : 'Hola,', `${p.organization} te envió la cotización ${quoteName(p)}.`, ...note, 'Puedes revisarla, descargarla en PDF y aceptarla en línea.'];
  const footer = `Recibiste este correo porque ${p.organization} te envió una cotización a través de Trato.`;
  return {
    kind: 'proposal_sent',
    subject: `${p.organization} te envió la cotización ${quoteName(p)}`,
    text: `${lines.join('\n\n')}\n\nVer la cotización: ${p.url}\n\n${footer}`,
    html: layout(`Cotización ${quoteName(p)}`, lines, { label: 'Ver cotización', url: p.url }, footer),
  };
}

/** Staff: the client declined a proposal from the public page (POST /v1/proposal/{id}/decline), with their reason. */
export function proposalDeclined(p: { proposal: string; code?: string | null; client: string | null; reason: string | null; url: string }): EmailMessage {
  const who = p.client ?? 'Tu cliente';
  const reason = p.reason ? ['Su comentario:', ...p.reason.split(/\n+/).map((l) => l.trim()).filter(Boolean)] : ['No dejó un comentario.'];
  const lines = ['Hola,', `${who} rechazó la cotización ${quoteName(p)} y solicitó modificaciones.`, ...reason, 'Puedes duplicarla como una nueva versión, ajustarla y enviarla de nuevo.'];
  const footer = 'Recibiste este correo porque eres parte del equipo que envió la cotización.';
  return {
    kind: 'proposal_declined',
    subject: `Se solicitaron modificaciones a la cotización ${quoteName(p)}`,
    text: `${lines.join('\n\n')}\n\nVer la cotización: ${p.url}\n\n${footer}`,
    html: layout(`Cotización ${quoteName(p)} rechazada`, lines, { label: 'Ver cotización', url: p.url }, footer),
  };
}

/**
 * Client: the signed copy of a proposal (POST /v1/signatures). The PDF link is the signed copy; the
 * portal link (a single-use magic link, 15 minutes) is only sent to the customer who owns the portal.
 * `held`: the address belongs to a customer of another company (decision 0061), who may not be the
 * signer: she is told the project stays out of her portal until she herself signs in.
 */
export function proposalSignedCopy(p: { organization: string; proposal: string; code?: string | null; recipient: string; pdfUrl: string; portalUrl: string | null; held?: boolean }): EmailMessage {
  const lines = [
    `Hola ${p.recipient},`,
    `Firmaste la cotización ${quoteName(p)} de ${p.organization}. ¡Gracias! Te contactarán pronto para comenzar.`,
    `Descarga tu copia firmada (PDF): ${p.pdfUrl}`,
    ...(p.portalUrl ? ['Desde tu portal de cliente puedes seguir el proyecto. El enlace de acceso vence en 15 minutos y sirve una sola vez.'] : []),
    ...(p.held ? [`Si no firmaste tú, no abras el enlace y avísale a ${p.organization}: este proyecto no aparecerá en tu portal hasta que entres tú.`] : []),
  ];
  const footer = `Recibiste este correo porque firmaste una cotización de ${p.organization} a través de Trato.`;
  const action = p.portalUrl ? { label: 'Ir a mi portal', url: p.portalUrl } : { label: 'Descargar copia firmada', url: p.pdfUrl };
  return {
    kind: 'proposal_signed_copy',
    subject: `Copia firmada de la cotización ${quoteName(p)}`,
    text: `${lines.join('\n\n')}${p.portalUrl ? `\n\nIr a mi portal: ${p.portalUrl}` : ''}\n\n${footer}`,
    html: layout(`Cotización ${quoteName(p)} firmada`, lines, action, footer),
  };
}

/** Staff: a client signed a proposal; it is now a project. */
export function proposalSignedStaff(p: { proposal: string; code?: string | null; signer: string; signerEmail: string; url: string }): EmailMessage {
  const lines = ['Hola,', `${p.signer} (${p.signerEmail}) firmó la cotización ${quoteName(p)}.`, 'La cotización quedó aceptada y se creó su proyecto. La evidencia de la firma está en la cotización.'];
  const footer = 'Recibiste este correo porque eres parte del equipo que envió la cotización.';
  return {
    kind: 'proposal_signed',
    subject: `${p.signer} firmó la cotización ${quoteName(p)}`,
    text: `${lines.join('\n\n')}\n\nVer la cotización: ${p.url}\n\n${footer}`,
    html: layout(`Cotización ${quoteName(p)} firmada`, lines, { label: 'Ver cotización', url: p.url }, footer),
  };
}

/** Customer: a new sign-in link asked for from /p/{slug}/login (POST /auth/customer/login-link/send). */
export function customerLoginLink(p: { recipient: string; organization: string; url: string }): EmailMessage {
  const lines = [
    `Hola ${p.recipient},`,
    `Pediste un enlace para entrar a tu portal de cliente de ${p.organization}. El enlace vence en 15 minutos y sirve una sola vez.`,
    'Si no lo pediste, puedes ignorar este correo: nadie podrá entrar sin él.',
  ];
  const footer = `Recibiste este correo porque alguien pidió un enlace de acceso para esta dirección en Trato.`;
  return {
    kind: 'customer_login_link',
    subject: `Tu enlace de acceso a ${p.organization}`,
    text: `${lines.join('\n\n')}\n\nEntrar a mi portal: ${p.url}\n\n${footer}`,
    html: layout('Tu enlace de acceso', lines, { label: 'Entrar a mi portal', url: p.url }, footer),
  };
}

/** Customer: the company's main contact, when someone else signed its proposal — the portal, by invitation. */
export function portalInvitation(p: { organization: string; proposal: string; code?: string | null; recipient: string; signer: string; pdfUrl: string; portalUrl: string }): EmailMessage {
  const lines = [
    `Hola ${p.recipient},`,
    `${p.signer} firmó la cotización ${quoteName(p)} de ${p.organization} para tu empresa. Si no reconoces esta firma, avísale a ${p.organization}.`,
    `Descarga la copia firmada (PDF): ${p.pdfUrl}`,
    'Ya tienes acceso al portal del proyecto. El enlace de acceso vence en 15 minutos y sirve una sola vez; después puedes pedir otro desde la cotización.',
  ];
  const footer = `Recibiste este correo porque eres el contacto de tu empresa con ${p.organization} en Trato.`;
  return {
    kind: 'portal_invitation',
    subject: `Cotización ${quoteName(p)} firmada: tu acceso al portal`,
    text: `${lines.join('\n\n')}\n\nIr a mi portal: ${p.portalUrl}\n\n${footer}`,
    html: layout(`Cotización ${quoteName(p)} firmada`, lines, { label: 'Ir a mi portal', url: p.portalUrl }, footer),
  };
}

/** Customer: staff shared a portal's access (POST /v1/projects/{id}/send-access). */
export function portalAccess(p: { recipient: string; organization: string; project: string; url: string }): EmailMessage {
  const lines = [
    `Hola ${p.recipient},`,
    `${p.organization} te dio acceso al portal «${p.project}»: ahí puedes revisar archivos, pagos y etapas, y dejar comentarios.`,
    'El enlace vence en 15 minutos y sirve una sola vez; después puedes pedir otro desde la página de acceso del portal.',
  ];
  const footer = `Recibiste este correo porque ${p.organization} te agregó a un portal de cliente en Trato.`;
  return {
    kind: 'portal_access',
    subject: `Tu acceso al portal «${p.project}» de ${p.organization}`,
    text: `${lines.join('\n\n')}\n\nIr a mi portal: ${p.url}\n\n${footer}`,
    html: layout(`Tu acceso al portal «${p.project}»`, lines, { label: 'Ir a mi portal', url: p.url }, footer),
  };
}
