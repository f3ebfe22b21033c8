import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AlertCircle, Building2, Search, UserPlus, Users } from 'lucide-react';
import type { ClientFormOutput } from '@trato/domain/clients/schemas';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { clientStepTitle, type ContactType } from '@trato/domain/proposals/stepper';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useCompanies } from '../../../clients/api/get-companies.ts';
import type { Company } from '../../../clients/api/types.ts';
import { ClientForm } from '../../../clients/components/client-form.tsx';
import { CompanyLogo } from '../../../clients/components/company-logo.tsx';
import { BUILDER_MESSAGES as M } from '../messages.ts';
import { StepHeading } from './step-heading.tsx';

type ClientStepProps = {
  proposal: ProposalDto;
  contactType: ContactType;
  onChoose: (type: 'NEW' | 'EXISTS') => void;
  /** Links the picked client to the proposal. */
  onPick: (company: Company) => Promise<void>;
  /** The new-client form was submitted valid: create and link it. */
  onCreate: (values: ClientFormOutput) => Promise<void>;
  /** Undo a NEW/EXISTS choice (same as Anterior). */
  onCancelChoice: () => void;
  /** Wraps the new-client form so "Siguiente" can submit it. */
  formBoxRef: RefObject<HTMLDivElement | null>;
  /** The words that name the document (the project wizard speaks of a portal). */
  words?: ClientStepWords;
  /**
   * How many times 'Siguiente' was pressed with no client (0: none since the last choice): the
   * error shows beside the choice and each press moves the focus there again.
   */
  missingClient?: number;
};

export type ClientStepWords = { intro: string; newClientHint: string; linked: (name: string) => string };

const PROPOSAL_WORDS: ClientStepWords = { intro: M.clientIntro, newClientHint: M.newClientHint, linked: M.clientLinked };

/** Step 1 Cliente (SPEC §2.5): pick an existing client, or create one with the catalogue's form. */
export function ClientStep({ proposal, contactType, onChoose, onPick, onCreate, onCancelChoice, formBoxRef, words = PROPOSAL_WORDS, missingClient = 0 }: ClientStepProps) {
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const error = missingClient > 0 && !(contactType === 'SELECTED' && proposal.company) ? M.clientRequired : null;
  useEffect(() => {
    // The search box when searching, else the first choice: where the missing client is chosen.
    if (missingClient > 0) boxRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [missingClient]);
  return (
    <section aria-labelledby="client-step-title">
      <StepHeading id="client-step-title" title={clientStepTitle(contactType)} intro={contactType === 'NEW' ? words.newClientHint : words.intro} />
      <div ref={boxRef}>
        {contactType === 'SELECTED' && proposal.company ? (
          <SelectedClient proposal={proposal} onChoose={onChoose} linked={words.linked} />
        ) : contactType === 'EXISTS' ? (
          <ClientSearch onPick={onPick} describedBy={error ? errorId : undefined} />
        ) : contactType === 'NEW' ? (
          <div ref={formBoxRef}>
            <ClientForm submitText={M.createAndContinue} onSubmit={onCreate} onCancel={onCancelChoice} hideActions />
          </div>
        ) : (
          <ChoiceCards onChoose={onChoose} describedBy={error ? errorId : undefined} />
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-3 flex items-center gap-1.5 text-sm font-medium text-danger" data-testid="client-required">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </section>
  );
}

function ChoiceCards({ onChoose, describedBy }: { onChoose: (type: 'NEW' | 'EXISTS') => void; describedBy?: string }) {
  const choices = [
    { type: 'EXISTS' as const, icon: Users, title: M.chooseExisting, text: M.chooseExistingText },
    { type: 'NEW' as const, icon: UserPlus, title: M.chooseNew, text: M.chooseNewText },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.map(({ type, icon: Icon, title, text }) => (
        <button
          key={type}
          type="button"
          aria-describedby={describedBy}
          onClick={() => onChoose(type)}
          className="flex items-start gap-4 rounded-2xl border border-border bg-surface p-5 text-left transition-colors hover:border-primary/50 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-foreground">{title}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
          </span>
        </button>
      ))}
    </div>
  );
}

function SelectedClient({ proposal, onChoose, linked }: { proposal: ProposalDto; onChoose: (type: 'NEW' | 'EXISTS') => void; linked: (name: string) => string }) {
  const company = proposal.company!;
  const contact = proposal.client?.contact ?? null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface-muted/60 p-4">
        <CompanyLogo name={company.name} logo={company.logo} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-foreground">{company.name}</p>
          <p className="truncate text-sm text-muted-foreground">{contact ? `${contact.name} · ${contact.email}` : M.noContact}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{linked(company.name)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChoose('EXISTS')}>
          <Search className="size-4" aria-hidden="true" />
          {M.changeClient}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChoose('NEW')}>
          <UserPlus className="size-4" aria-hidden="true" />
          {M.chooseNew}
        </Button>
      </div>
    </div>
  );
}

function ClientSearch({ onPick, describedBy }: { onPick: (company: Company) => Promise<void>; describedBy?: string }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useCompanies({ page: 1, search: debounced, archived: false });
  const [picking, setPicking] = useState<string | null>(null);
  const companies = list.data?.data ?? [];

  async function pick(company: Company) {
    setPicking(company.id);
    try {
      await onPick(company);
    } finally {
      setPicking(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label={M.searchLabel}
          aria-describedby={describedBy}
          aria-invalid={describedBy ? true : undefined}
          placeholder={M.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
          autoFocus
        />
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : list.isError ? (
        <p className="text-sm text-danger" role="alert">
          {M.searchError} {errorMessage(list.error)}
        </p>
      ) : companies.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{debounced ? M.searchEmpty : M.noClientsYet}</p>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border" aria-label={M.searchLabel}>
          {companies.map((company) => (
            <li key={company.id} className="flex items-center gap-3 bg-surface p-3">
              <CompanyLogo name={company.name} logo={company.logo} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{company.name}</p>
                <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
                  {company.is_person ? M.person : <Building2 className="size-3" aria-hidden="true" />}
                  {company.contact ? ` ${company.contact.name} · ${company.contact.email}` : ` ${M.noContact}`}
                </p>
              </div>
              <Button size="sm" variant="outline" loading={picking === company.id} disabled={picking !== null} onClick={() => void pick(company)} aria-label={`${M.pick} ${company.name}`}>
                {M.pick}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
