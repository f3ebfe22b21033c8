import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

/** Two letters of a name for the photo's place when there is none («Ana Pérez» → «AP»). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w.charAt(0).toLocaleUpperCase('es')).join('') || '·';
}

function Avatar({ name, photo }: { name: string; photo: string | null }) {
  if (photo) return <img src={photo} alt="" className="size-12 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-base font-semibold text-primary-text">
      {initialsOf(name)}
    </span>
  );
}

/**
 * Who the proposal comes from (issue 32 §1, decision 0079): the workspace's logo and name, the
 * member who sent it (photo, e-mail) and the business behind it (legal name, tax id with its local
 * name, phone) from settings «Cobros». The client decides on trust here, before the price.
 */
export function SenderCard({ proposal }: { proposal: PublicProposalDto }) {
  const { person, identity } = proposal.sender;
  const org = proposal.organization;
  const email = person?.email ?? identity?.contact_email ?? null;
  const phone = identity?.contact_phone ?? null;
  return (
    <section aria-label={M.senderLabel} data-testid="sender-card" className="rounded-2xl border border-border bg-surface px-5 py-5 sm:px-8">
      <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">{M.senderTitle}</p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:gap-8">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={person?.name ?? org.name} photo={person?.avatar ?? org.logo} />
          <div className="min-w-0">
            <p className="font-semibold break-words text-foreground">{person?.name ?? org.name}</p>
            {person && <p className="text-sm break-words text-muted-foreground">{org.name}</p>}
          </div>
        </div>
        {(email || phone) && (
          <ul className="min-w-0 space-y-1 text-sm">
            {email && (
              <li className="break-all">
                <span className="sr-only">{M.senderEmail}: </span>
                <a href={`mailto:${email}`} className="text-primary-text underline-offset-2 hover:underline">
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <span className="sr-only">{M.senderPhone}: </span>
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="text-primary-text underline-offset-2 hover:underline">
                  {phone}
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      {identity && (
        <p className="mt-4 border-t border-border pt-3 text-xs text-muted-foreground" data-testid="sender-identity">
          <span className="font-medium text-foreground">{identity.legal_name}</span> · {identity.tax_id_label} {identity.tax_id}
          {identity.address && <> · {identity.address}</>}
        </p>
      )}
    </section>
  );
}
