import { createElement } from 'react';
import { render } from '@react-email/render';
import type { EmailDraft, EmailMessage } from './email-draft.ts';
import { EmailFrame } from './email-frame.tsx';

/**
 * The plain-text part, from the same draft as the HTML: the paragraphs, the facts one per line, the
 * provider's note indented under its author, each link spelt out, then the footer.
 */
export function plainText(d: EmailDraft): string {
  const blocks = [...d.paragraphs];
  if (d.facts?.length) blocks.push(d.facts.map((f) => `${f.label}: ${f.value}`).join('\n'));
  if (d.note) blocks.push(`Mensaje de ${d.note.author}:\n${d.note.text.split('\n').map((l) => `  ${l}`).join('\n')}`);
  blocks.push(`${d.action.label}: ${d.action.url}`);
  if (d.secondary) blocks.push(`${d.secondary.label}: ${d.secondary.url}`);
  blocks.push(d.footer);
  if (d.brand.legalLine) blocks.push(d.brand.legalLine);
  return blocks.join('\n\n');
}

/** Renders a draft (react-email for the HTML) into what the outbox stores. */
export async function composeEmail(d: EmailDraft): Promise<EmailMessage> {
  const html = await render(createElement(EmailFrame, { draft: d }));
  return { kind: d.kind, subject: d.subject, text: plainText(d), html, fromName: d.sender?.name ?? null, replyTo: d.sender?.replyTo ?? null };
}
