import { DEFAULT_PRIMARY_COLOR } from '@trato/domain/colors';

/**
 * Whose e-mail it is: a client e-mail wears the provider's brand (its logo, colour and name; decision
 * 0082), a staff or account e-mail Trato's own. `logoUrl` is absolute (mail clients have no base URL).
 */
export type EmailBrand = {
  name: string;
  logoUrl: string | null;
  /** #rrggbb, already checked. */
  color: string;
  /** The footer's legal line («Estudio Sur SpA · RUT 76123456K · Av. Italia 1234»), once settings «Cobros» has it. */
  legalLine: string | null;
};

export const TRATO_BRAND: EmailBrand = { name: 'Trato', logoUrl: null, color: DEFAULT_PRIMARY_COLOR, legalLine: null };

export type EmailAction = { label: string; url: string };

/** A fact set apart as a row («Total», «Válida hasta», «Monto»): what the reader looks for first. */
export type EmailFact = { label: string; value: string };

/** The provider's own words (the note written when sending), shown apart from Trato's text. */
export type EmailNote = { author: string; text: string };

/**
 * One e-mail before rendering: the single source of its HTML and its plain-text part, so the two
 * never say different things (email-compose.ts renders both).
 */
export type EmailDraft = {
  kind: string;
  subject: string;
  brand: EmailBrand;
  title: string;
  /** The first one is the greeting. */
  paragraphs: string[];
  facts?: EmailFact[];
  note?: EmailNote | null;
  action: EmailAction;
  secondary?: EmailAction | null;
  footer: string;
  /** Who the client sees as the sender and where an answer goes; absent: the instance's own From. */
  sender?: EmailSender | null;
};

/** The From display name and the Reply-To of an e-mail (the envelope stays the instance's address). */
export type EmailSender = { name: string; replyTo: string | null };

/** What the outbox stores and sends. */
export type EmailMessage = {
  kind: string;
  subject: string;
  text: string;
  html: string;
  fromName?: string | null;
  replyTo?: string | null;
};
