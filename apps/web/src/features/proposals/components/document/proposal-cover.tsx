import type { ReactNode } from 'react';
import { CalendarClock, CalendarX, CircleCheck, MessageSquareWarning } from 'lucide-react';
import { CLIENT_STATUS_TEXT, clientStatus } from '@trato/domain/proposals/client-status';
import { DEFAULT_PRIMARY_COLOR, HEX_COLOR } from '@trato/domain/colors';
import { coverLabel, isOpenForClient, statusLabel } from '@trato/domain/proposals/statuses';
import { cn } from '../../../../lib/cn.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { formatDay, formatLongDate } from '../../lib/format-date.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { StatusTag, Tag } from '../status-tag.tsx';
import type { DocumentProposal } from './document-proposal.ts';

/**
 * The cover without an image: the workspace's colour as a diagonal gradient with its logo (or name)
 * in the middle (issue 32 §1: the provider's brand rather than generic art).
 */
export function DefaultCover({ color, children }: { color: string; children?: ReactNode }) {
  const hex = HEX_COLOR.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  return (
    <div
      className="absolute inset-0 flex items-center justify-center px-6"
      style={{ backgroundImage: `linear-gradient(135deg, ${hex} 0%, color-mix(in oklab, ${hex} 55%, #020617) 100%)` }}
      data-testid="default-cover"
    >
      {children}
    </div>
  );
}

/** What only the public page knows: the client's wording replaces the team's status pill (decision 0079). */
export type ClientView = { expired: boolean; signature: { signed_at: string } | null };

type CoverProps = { proposal: DocumentProposal; clientView?: ClientView };

/**
 * The workspace logo on the cover (the dark one in dark mode when set), or its name. With a dark
 * logo both versions are in the markup and CSS shows the one for the theme (the `dark` variant:
 * html.dark, or the system's preference on the public page before its script runs), so the server's
 * markup paints the right one and hydrates unchanged (decision 0044). `loading="lazy"` keeps the
 * hidden image from being downloaded.
 */
function CoverLogo({ org, large = false }: { org: DocumentProposal['organization']; large?: boolean }) {
  const alt = M.logoAlt(org.name);
  const twoThemes = Boolean(org.logo_dark);
  if (large) return <LargeCoverLogo org={org} alt={alt} />;
  const light = org.logo ? (
    <span className={cn('flex h-12 max-w-44 items-center rounded-xl bg-white/95 px-3 shadow-sm sm:h-14', twoThemes && 'dark:hidden')}>
      <img src={org.logo} alt={alt} loading={twoThemes ? 'lazy' : undefined} className="max-h-8 max-w-full object-contain sm:max-h-10" />
    </span>
  ) : (
    <span className={cn('inline-flex h-10 items-center rounded-xl bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-sm', twoThemes && 'dark:hidden')}>{org.name}</span>
  );
  if (!org.logo_dark) return light;
  return (
    <>
      {light}
      <span className="hidden h-12 max-w-44 items-center rounded-xl bg-slate-900/85 px-3 shadow-sm dark:flex sm:h-14">
        <img src={org.logo_dark} alt={alt} loading="lazy" className="max-h-8 max-w-full object-contain sm:max-h-10" />
      </span>
    </>
  );
}

const CLIENT_TONES = { signed: 'bg-success-soft text-success', declined: 'bg-warning-soft text-warning', expired: 'bg-danger-soft text-danger' } as const;

/** The public page's one tag: a final state in the client's words, nothing while the proposal is open. */
function ClientStatusTag({ proposal, view }: { proposal: DocumentProposal; view: ClientView }) {
  const state = clientStatus({ ...proposal, ...view });
  if (!state) return null;
  const text = state.kind === 'signed' ? CLIENT_STATUS_TEXT.signed(formatLongDate(state.at, proposal.organization.time_zone)) : CLIENT_STATUS_TEXT[state.kind];
  const Icon = state.kind === 'signed' ? CircleCheck : state.kind === 'expired' ? CalendarX : MessageSquareWarning;
  return (
    <div className="flex">
      <Tag tone={CLIENT_TONES[state.kind]} className="max-w-full">
        <Icon className="size-3.5" aria-hidden="true" />
        <span data-testid="client-status" className="whitespace-normal">{text}</span>
      </Tag>
    </div>
  );
}

/** The logo as the centre of the default cover: a bigger plate, or the name in large white type. */
function LargeCoverLogo({ org, alt }: { org: DocumentProposal['organization']; alt: string }) {
  const twoThemes = Boolean(org.logo_dark);
  const plate = 'h-20 max-w-64 items-center justify-center rounded-2xl px-6 shadow-lg sm:h-24 sm:max-w-80';
  const image = 'max-h-12 max-w-full object-contain sm:max-h-16';
  if (!org.logo) {
    return <span className="text-center text-3xl font-bold tracking-tight text-balance text-white drop-shadow-sm sm:text-5xl">{org.name}</span>;
  }
  return (
    <>
      <span className={cn('flex bg-white/95', plate, twoThemes && 'dark:hidden')}>
        <img src={org.logo} alt={alt} loading={twoThemes ? 'lazy' : undefined} className={image} />
      </span>
      {org.logo_dark && (
        <span className={cn('hidden bg-slate-900/85 dark:flex', plate)}>
          <img src={org.logo_dark} alt={alt} loading="lazy" className={image} />
        </span>
      )}
    </>
  );
}

/**
 * SPEC §2.7 cover: name (or «Sin título»), status tags, valid-until (SENT or DRAFT only), the
 * workspace logo (the dark one in dark mode when set), the cover image or a default, and the §4
 * cover label with its date in Spanish.
 */
export function ProposalCover({ proposal, clientView }: CoverProps) {
  const org = proposal.organization;
  const label = coverLabel(proposal);
  // The workspace's day, the same on the server-rendered public page, in the browser and in the PDF.
  const labelDate = label?.date ? formatLongDate(label.date, org.time_zone) : null;
  const validUntil = isOpenForClient(proposal.status) ? formatDay(proposal.valid_until_at) : null;
  const tags = proposal.proposal_statuses.length > 0 ? proposal.proposal_statuses : [proposal.status_label || statusLabel(proposal.status)];
  const client = proposal.client?.name ?? proposal.company?.name ?? null;
  const hasTotal = proposal.services.length > 0;

  return (
    <header className="overflow-hidden rounded-t-2xl">
      <div className="relative h-44 overflow-hidden sm:h-64">
        {proposal.cover_url ? (
          <img src={proposal.cover_url} alt={M.coverAlt} className="absolute inset-0 size-full object-cover" />
        ) : (
          <DefaultCover color={org.primary_color}>
            <CoverLogo org={org} large />
          </DefaultCover>
        )}
        <div className="absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/25 to-transparent" aria-hidden="true" />
        {proposal.cover_url && (
          <div className="absolute top-4 left-4 sm:top-6 sm:left-8">
            <CoverLogo org={org} />
          </div>
        )}
      </div>
      <div className="space-y-3 px-5 pt-6 sm:px-10 sm:pt-8">
        {clientView ? (
          <ClientStatusTag proposal={proposal} view={clientView} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {tags.map((tag) => (
              <StatusTag key={tag} status={tag === proposal.status_label ? proposal.status : tag} label={tag} />
            ))}
            {label && (
              // max-w-full + a wrapping text: on a phone the long dated label breaks into two lines instead of being cut.
              <Tag tone={label.text === 'Aceptada y firmada' ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning'} className="max-w-full">
                {label.text === 'Aceptada y firmada' ? <CircleCheck className="size-3.5" aria-hidden="true" /> : <MessageSquareWarning className="size-3.5" aria-hidden="true" />}
                <span data-testid="cover-label" className="whitespace-normal">{labelDate ? M.coverLabelWithDate(label.text, labelDate) : label.text}</span>
              </Tag>
            )}
          </div>
        )}
        <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">
          {M.documentLabel}
          {/* The quote number (decision 0080): what the client quotes back when she writes about it. */}
          {proposal.code && <span className="tabular-nums" data-testid="quote-code">{` · ${proposal.code}`}</span>}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-foreground sm:text-4xl">{proposal.name.trim() || M.untitled}</h1>
        {/* The summary: what it costs in all, until when, for whom — before any detail (issue 12). */}
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted/60 p-4 sm:flex-row sm:items-center sm:gap-8 sm:px-5" data-testid="proposal-summary">
          {hasTotal && (
            <div className="shrink-0">
              <p className="text-xs font-medium tracking-wider text-muted-foreground uppercase">{M.summaryTotal}</p>
              <p className="text-2xl font-bold text-primary-text tabular-nums sm:text-3xl" data-testid="summary-total">
                {formatMoney(proposal.totals.total, proposal.currency_code)}
              </p>
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-1.5 text-sm text-muted-foreground">
            {client && (
              <p>
                {M.preparedFor} <span className="font-medium text-foreground">{client}</span>
              </p>
            )}
            {validUntil && (
              <p className="flex items-center gap-1.5">
                <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                <span data-testid="valid-until">{M.validUntil(validUntil)}</span>
              </p>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
