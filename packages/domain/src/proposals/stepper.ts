/**
 * The proposal builder's stepper (SPEC §2.5, §3 "Proposal form state", §4 "Proposal stepper") as a
 * pure reducer. It never performs side effects: when a move needs the server (creating the client on
 * step 1, finishing on step 5) or leaves the builder (past step 6), it answers an `effect` that the
 * page carries out, then reports the outcome with a follow-up action (`clientCreated`, `finished`).
 */

/** Steps 1–5 are shown; 6 is the completed state. */
export const PROPOSAL_STEPS = ['Cliente', 'Solicitud', 'Cotización', 'Hitos y pagos', 'Previsualizar'] as const;
export const LAST_STEP = PROPOSAL_STEPS.length; // 5
export const COMPLETED_STEP = LAST_STEP + 1; // 6

/** How the client of step 1 is being chosen: creating one, searching one, one picked, or nothing yet. */
export type ContactType = 'NEW' | 'EXISTS' | 'SELECTED' | '';
export const CONTACT_TYPES: readonly ContactType[] = ['NEW', 'EXISTS', 'SELECTED', ''];

export type StepperState = {
  step: number;
  contactType: ContactType;
  /** The proposal is linked to a client (company). */
  hasCompany: boolean;
  /** Finish succeeded at least once (the proposal left `init`). */
  completed: boolean;
};

export type StepperAction =
  | { type: 'next'; contactFormValid?: boolean }
  | { type: 'previous' }
  | { type: 'goTo'; step: number }
  | { type: 'setContactType'; contactType: 'NEW' | 'EXISTS' }
  | { type: 'companySelected' }
  | { type: 'companyCleared' }
  | { type: 'clientCreated' }
  | { type: 'finished' };

/**
 * What the page must do after a move:
 * - `createClient`: step 1 with a valid NEW client — create customer + company, upload the logo, link the proposal, then dispatch `clientCreated`;
 * - `invalidContact`: step 1 with an invalid NEW client — show the form's errors, nothing moves;
 * - `clientRequired`: step 1 with no client picked or created — say so beside the choice, nothing moves;
 * - `finish`: step 5 — call finish, then dispatch `finished` (or show the plan-limit modal);
 * - `dashboard`: past the completed step — leave for /dashboard.
 */
export type StepperEffect = 'none' | 'createClient' | 'invalidContact' | 'clientRequired' | 'finish' | 'dashboard';

export type StepperResult = { state: StepperState; effect: StepperEffect };

const clampStep = (step: number): number => Math.min(COMPLETED_STEP, Math.max(1, Math.trunc(step)));

export function isValidStep(step: unknown): step is number {
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= COMPLETED_STEP;
}

/** SPEC §4: back from a NEW or EXISTS choice → SELECTED when the proposal has a company, else empty. */
const contactAfterBack = (state: StepperState): ContactType => (state.hasCompany ? 'SELECTED' : '');

export function stepperReducer(state: StepperState, action: StepperAction): StepperResult {
  const stay = (effect: StepperEffect): StepperResult => ({ state, effect });
  const move = (patch: Partial<StepperState>): StepperResult => ({ state: { ...state, ...patch }, effect: 'none' });

  switch (action.type) {
    case 'next':
      if (state.step === 1 && state.contactType === 'NEW') return stay(action.contactFormValid ? 'createClient' : 'invalidContact');
      // A proposal goes to someone: step 1 is passed with a client, not found missing at 'Finalizar'.
      if (state.step === 1 && !state.hasCompany) return stay('clientRequired');
      if (state.step === LAST_STEP) return stay('finish');
      if (state.step >= COMPLETED_STEP) return stay('dashboard');
      return move({ step: state.step + 1 });
    case 'previous':
      if (state.step === 1 && (state.contactType === 'NEW' || state.contactType === 'EXISTS')) return move({ contactType: contactAfterBack(state) });
      if (state.step === 1) return stay('none');
      return move({ step: state.step - 1 });
    case 'goTo': {
      if (!Number.isFinite(action.step)) return stay('none');
      const step = clampStep(action.step);
      // The completed state exists only once the proposal has been finished.
      if (step === COMPLETED_STEP && !state.completed) return stay('none');
      return move({ step });
    }
    case 'setContactType':
      return move({ contactType: action.contactType });
    case 'companySelected':
      return move({ contactType: 'SELECTED', hasCompany: true });
    case 'companyCleared':
      return move({ contactType: '', hasCompany: false });
    case 'clientCreated':
      // The new client is now the proposal's: it shows as selected and the builder moves on.
      return move({ contactType: 'SELECTED', hasCompany: true, step: state.step === 1 ? 2 : state.step });
    case 'finished':
      return move({ step: COMPLETED_STEP, completed: true });
  }
}

/** Whether "Anterior" does anything on this state (step 1 only when a NEW/EXISTS choice can be undone). */
export function canGoBack(state: StepperState): boolean {
  return state.step > 1 || state.contactType === 'NEW' || state.contactType === 'EXISTS';
}

/** SPEC §4: client step titles by contact type, default 'Añadir cliente'. */
export function clientStepTitle(contactType: ContactType | string | null | undefined): string {
  switch (contactType) {
    case 'EXISTS':
      return 'Seleccionar cliente';
    case 'NEW':
      return 'Nuevo cliente';
    case 'SELECTED':
      return 'Cliente seleccionado';
    default:
      return 'Añadir cliente';
  }
}

/** `#step-N` for N in 1–6 (`#step-completed` is read as 6, the completed state). */
export function parseStepHash(hash: string | null | undefined): number | null {
  const match = /^#?step-(\d+|completed)$/.exec((hash ?? '').trim());
  if (!match) return null;
  const step = match[1] === 'completed' ? COMPLETED_STEP : Number(match[1]);
  return isValidStep(step) ? step : null;
}

export function formatStepHash(step: number): string {
  return `#step-${clampStep(step)}`;
}

/** The stepper state kept in the browser (SPEC §9: local storage keeps the stepper state). */
export type StoredStepper = { step?: unknown; contactType?: unknown };

export type ProposalStepInfo = {
  /** The step the server remembers (form_step), 1–6. */
  formStep: number | null | undefined;
  companyId: string | null | undefined;
  /** Status `init` means never finished. */
  status: string;
};

/**
 * The state the builder opens with: the URL hash wins, then the stored state, then the server's
 * form_step, else step 1. The contact type comes from the proposal (a company → SELECTED), or a
 * stored NEW/EXISTS choice when it has none. Step 6 needs a finished proposal, else it opens step 5.
 */
export function initialStepperState(hash: string | null | undefined, stored: StoredStepper | null, proposal: ProposalStepInfo): StepperState {
  const hasCompany = Boolean(proposal.companyId);
  const completed = proposal.status !== 'init' || proposal.formStep === COMPLETED_STEP;
  const storedStep = isValidStep(stored?.step) ? stored.step : null;
  const serverStep = isValidStep(proposal.formStep) ? proposal.formStep : null;
  let step = parseStepHash(hash) ?? storedStep ?? serverStep ?? 1;
  if (step === COMPLETED_STEP && !completed) step = LAST_STEP;
  const storedContact = stored?.contactType === 'NEW' || stored?.contactType === 'EXISTS' ? stored.contactType : '';
  const contactType: ContactType = hasCompany ? 'SELECTED' : storedContact;
  return { step, contactType, hasCompany, completed };
}
