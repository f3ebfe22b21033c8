import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PublicProposalDto, SignatureMode, SignatureResultDto } from '@trato/domain/proposals/public-dto';
import { formatMoney } from '../../lib/money.ts';
import { DrawPad } from './draw-pad.tsx';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import { panelId, SignatureModeTabs, tabId } from './signature-mode-tabs.tsx';
import { canSubmitSignature, isValidSignerEmail, isValidSignerName, MAX_SIGNER_NAME, newIdempotencyKey, SIGNATURE_MODES } from './signature-rules.ts';
import type { SignatureSource } from './signature-source.ts';
import { SignatureNetworkError, SignatureRequestError, submitSignature } from './submit-signature.ts';
import { TypedSignature } from './typed-signature.tsx';
import { UploadSignature } from './upload-signature.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export type SignatureModalProps = {
  open: boolean;
  proposal: PublicProposalDto;
  onClose(): void;
  onSigned(result: SignatureResultDto): void;
  /** A demo workspace's proposal: the API refused the signature (403 DEMO_WORKSPACE). */
  onDemoRefused?(): void;
};

/** The signature modal (SPEC §2.8). Closed means unmounted, so every opening starts clean. */
export function SignatureModal(props: SignatureModalProps) {
  return props.open ? <SignatureDialog {...props} /> : null;
}

type Failure = { message: string; retryable: boolean };

const EMPTY_SOURCES: Record<SignatureMode, SignatureSource | null> = { draw: null, type: null, upload: null };

function SignatureDialog({ proposal, onClose, onSigned, onDemoRefused }: SignatureModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const contact = proposal.client?.contact ?? null;
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [touched, setTouched] = useState({ name: false, email: false });
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [sources, setSources] = useState(EMPTY_SOURCES);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per attempt: a retry after a lost answer must replay, not sign twice.
  const attemptKey = useRef<string | null>(null);

  useModalDialog(dialogRef, true, signing, onClose);

  const source = sources[mode];
  const enabled = canSubmitSignature({ hasSignature: source !== null, termsAccepted, name, email, signing });
  const setSource = (which: SignatureMode) => (next: SignatureSource | null) => setSources((all) => ({ ...all, [which]: next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || !source) return;
    setSigning(true);
    setFailure(null);
    let blob: Blob;
    try {
      blob = await source.toBlob();
    } catch {
      setSigning(false);
      setFailure({ message: M.renderError, retryable: false });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await submitSignature(
        { slug: proposal.slug, signature: blob, signerName: name, signerEmail: email, mode: source.mode, idempotencyKey: attemptKey.current },
        M.unknownError,
      );
      attemptKey.current = null;
      setSigning(false);
      onSigned(result);
    } catch (error) {
      setSigning(false);
      if (error instanceof SignatureNetworkError) {
        setFailure({ message: M.networkError, retryable: true });
      } else if (error instanceof SignatureRequestError && error.code === 'DEMO_WORKSPACE' && onDemoRefused) {
        onDemoRefused();
      } else if (error instanceof SignatureRequestError) {
        // The server answered: a refusal (409/422/403) is final for this attempt; a 5xx may be retried.
        if (error.status < 500) attemptKey.current = null;
        setFailure({ message: error.message, retryable: error.status >= 500 });
      } else {
        setFailure({ message: M.unknownError, retryable: true });
      }
    }
  }

  const nameError = touched.name && !isValidSignerName(name) ? M.nameInvalid : null;
  const emailError = touched.email && !isValidSignerEmail(email) ? M.emailInvalid : null;
  const title = `${ids}-title`;
  const intro = `${ids}-intro`;

  return (
    <dialog
      ref={dialogRef}
      data-modal-name="proposal-signature-modal"
      aria-labelledby={title}
      aria-describedby={intro}
      aria-busy={signing}
      className="m-auto max-h-[92dvh] w-[90%] max-w-none overflow-hidden rounded-xl border border-border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-overlay open:flex open:flex-col"
    >
      {/*
        Two parts: the signature area scrolls; the footer — the total being accepted, the terms
        checkbox and the buttons — stays in view, so on a phone 'Firmar' never waits on a checkbox
        hidden below the fold (issue 12).
      */}
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain p-4 sm:p-6" data-testid="signature-scroll">
          <header className="space-y-1.5">
            <h2 id={title} tabIndex={-1} data-dialog-initial-focus className="text-xl font-semibold tracking-tight outline-none">
              {M.title}
            </h2>
            <p id={intro} className="text-sm">
              {M.intro(proposal.name || M.untitled, proposal.organization.name)}
            </p>
          </header>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={M.nameLabel} error={nameError} id={`${ids}-name`}>
              <input
                id={`${ids}-name`}
                type="text"
                name="signer_name"
                autoComplete="name"
                maxLength={MAX_SIGNER_NAME}
                value={name}
                disabled={signing}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${ids}-name-error` : undefined}
                onChange={(event) => setName(event.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, name: true }))}
                className={INPUT}
              />
            </Field>
            <Field label={M.emailLabel} error={emailError} id={`${ids}-email`}>
              <input
                id={`${ids}-email`}
                type="email"
                name="signer_email"
                autoComplete="email"
                inputMode="email"
                value={email}
                disabled={signing}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${ids}-email-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                className={INPUT}
              />
            </Field>
          </div>

          <div className="space-y-3">
            <SignatureModeTabs mode={mode} disabled={signing} onSelect={setMode} />
            {SIGNATURE_MODES.map((item) => (
              // Every panel stays mounted, so switching tabs keeps what was drawn, typed or picked.
              <div key={item} role="tabpanel" id={panelId(item)} aria-labelledby={tabId(item)} hidden={item !== mode}>
                {item === 'draw' ? <DrawPad disabled={signing} onChange={setSource('draw')} /> : null}
                {item === 'type' ? <TypedSignature active={mode === 'type'} disabled={signing} signerName={name} onChange={setSource('type')} /> : null}
                {item === 'upload' ? <UploadSignature disabled={signing} onChange={setSource('upload')} /> : null}
              </div>
            ))}
          </div>

        </div>

        <footer className="shrink-0 space-y-3 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-4" data-testid="signature-footer">
          <p className="text-sm" data-testid="signature-total">
            {M.acceptTotalBefore}
            <strong className="font-semibold text-foreground tabular-nums">{formatMoney(proposal.totals.total, proposal.currency_code)}</strong>
            {M.acceptTotalAfter}
          </p>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="terms_accepted"
              checked={termsAccepted}
              disabled={signing}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span>
              {M.termsBefore}
              <a href={proposal.terms?.url || '/terminos'} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-text underline underline-offset-2">
                {M.termsLink}
                <span className="sr-only"> {M.termsNewTab}</span>
              </a>
              {M.termsAfter}
            </span>
          </label>

          <div aria-live="polite" className="empty:hidden">
            {signing ? (
              <p className="flex items-center gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm" role="status">
                <Spinner />
                {M.signingProgress}
              </p>
            ) : null}
            {failure ? (
              <p role="alert" data-testid="signature-error" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
                {failure.message}
              </p>
            ) : null}
          </div>

          <div className="flex gap-2 *:flex-1 sm:justify-end sm:*:flex-none">
            <button type="button" onClick={onClose} disabled={signing} className={`${BUTTON} border border-input bg-surface hover:bg-surface-muted`}>
              {M.cancel}
            </button>
            <button type="submit" disabled={!enabled} className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary-hover`}>
              {signing ? <Spinner /> : null}
              {signing ? M.signing : failure?.retryable ? M.retry : M.sign}
            </button>
          </div>
        </footer>
      </form>
    </dialog>
  );
}

const INPUT =
  'block w-full rounded-md border border-input bg-surface px-3 py-2 text-base outline-none focus-visible:border-primary aria-[invalid]:border-danger disabled:opacity-60 sm:text-sm';
const BUTTON = 'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

function Field({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent" />;
}
