/**
 * The development mailbox of a journey's own server without SMTP: its address (with the key) is in
 * the server's start-up line, and the emails' links are only in the mailbox, never on the console.
 */

/** The development mailbox's address with its key, from a server's console (its start-up line). */
export function mailboxUrlFrom(consoleOutput: string): string {
  const found = /los correos se muestran en (http:\/\/\S+\/api\/dev\/mailbox\/[A-Za-z0-9_-]{43})/.exec(consoleOutput);
  if (!found) throw new Error(`No mailbox address in the server's output:\n${consoleOutput.slice(-2_000)}`);
  return found[1]!;
}

/** The emails to `email` the mailbox lists (newest first), as its HTML: '' when there are none yet. */
export async function mailboxTextFor(mailboxUrl: string, email: string): Promise<string> {
  const res = await fetch(mailboxUrl);
  if (!res.ok) throw new Error(`The development mailbox answered ${res.status}`);
  return (await res.text())
    .split('<article>')
    .filter((a) => a.toLowerCase().includes(`para ${email.toLowerCase()} `))
    .join('\n');
}
