import { DOCUMENT_MESSAGES } from '@trato/domain/proposals/document-messages';

/** Spanish strings of the proposal PDF: the on-screen document's words, plus what only print needs. */
export const PDF_MESSAGES = {
  ...DOCUMENT_MESSAGES,
  preparedBy: 'Preparada por',
  statusCol: 'Estado',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  // What a screen reader says for what has no words on the page.
  imageAlt: 'Imagen',
  checked: 'Marcado',
  unchecked: 'Sin marcar',
  signatureAlt: (name: string) => `Firma de ${name}`,
} as const;
