import { z } from 'zod';
import { normalizeEmail } from '../email.ts';

/** Sending a proposal by email (POST /v1/proposals/{id}/send): body rules and Spanish messages. */
export const PROPOSAL_SEND_MESSAGES = {
  emailMissing: 'El cliente no tiene un correo de contacto. Ingresa el correo al que quieres enviar la cotización.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  messageTooLong: 'El mensaje puede tener hasta 2000 caracteres.',
  notFinished: 'Termina la cotización antes de enviarla.',
  accepted: 'Esta cotización ya fue aceptada y firmada: no se puede volver a enviar.',
  notOpen: 'Vuelve a abrir la cotización como borrador antes de enviarla.',
  sent: (email: string) => `Cotización enviada a ${email}.`,
} as const;

export const SEND_MESSAGE_MAX = 2000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const proposalSendSchema = z.object({
  /** Defaults to the client's contact; a blank value means "the contact". */
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PROPOSAL_SEND_MESSAGES.emailInvalid })
      .trim()
      .max(254, PROPOSAL_SEND_MESSAGES.emailInvalid)
      .pipe(z.email({ error: PROPOSAL_SEND_MESSAGES.emailInvalid }))
      .transform(normalizeEmail)
      .optional(),
  ),
  /** A personal note shown in the email above the link. */
  message: z.preprocess(
    blankToUndefined,
    z.string({ error: PROPOSAL_SEND_MESSAGES.messageTooLong }).trim().max(SEND_MESSAGE_MAX, PROPOSAL_SEND_MESSAGES.messageTooLong).optional(),
  ),
});
export type ProposalSendInput = z.output<typeof proposalSendSchema>;

/**
 * The e-mail a send would queue, rendered but not sent (POST /v1/proposals/{id}/send/preview, the
 * staff «Vista previa del correo»): the same body rules as the send, so the preview is the e-mail.
 */
export type ProposalEmailPreviewDto = {
  /** The address it would go to (the body's, else the client's contact); null when there is none yet. */
  to: string | null;
  /** The From display name the client sees («Ana Pérez · Estudio Sur»). */
  from_name: string;
  /** Where the client's answer goes: the staff member who sends it. */
  reply_to: string | null;
  subject: string;
  /** The whole HTML document, to show in a sandboxed frame (no scripts: the HTML never has any). */
  html: string;
  /** The plain-text part. */
  text: string;
};
