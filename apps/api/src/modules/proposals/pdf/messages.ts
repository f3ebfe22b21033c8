import { DOCUMENT_MESSAGES } from '@trato/domain/proposals/document-messages';

/** Spanish strings of the proposal PDF: the on-screen document's words, plus what only print needs. */
export const PDF_MESSAGES = {
  ...DOCUMENT_MESSAGES,
  preparedBy: 'Preparada por',
  issuedOn: (date: string) => `Emitida el ${date}`,
  statusCol: 'Estado',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  // What a screen reader says for what has no words on the page.
  imageAlt: 'Imagen',
  checked: 'Marcado',
  unchecked: 'Sin marcar',
  signatureAlt: (name: string) => `Firma de ${name}`,
  // The signed copy's acceptance block.
  acceptanceTitle: 'Aceptación',
  acceptanceStatement: (name: string) => `${name} aceptó esta cotización y su plan de pagos con firma electrónica.`,
  acceptedAt: 'Fecha y hora',
  acceptedAtUtc: 'Fecha y hora (UTC)',
  evidenceHash: 'Huella del contenido aceptado (SHA-256)',
  evidenceNote: 'El certificado de firma, al final de este documento, detalla la evidencia y el registro de auditoría.',
} as const;
