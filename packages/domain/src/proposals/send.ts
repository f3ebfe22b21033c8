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
