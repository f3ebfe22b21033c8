/**
 * The project wizard's stepper (SPEC §2.6, §4 "Project wizard") as a pure reducer, beside the
 * proposal builder's (proposals/stepper.ts) whose client rules it shares. Side effects (create the
 * client, finish, leave) are answered as an `effect` for the page to carry out.
 *
 * Differences from the proposal builder: 4 steps, completed is 5 and shows as #step-completed,
 * Back is hidden on step 1 and while creating a NEW client, Back from step 1 leaves for the
 * dashboard, and choosing NEW marks the contact form invalid until it is checked.
 */
import type { ContactType } from '../proposals/stepper.ts';

export const WIZARD_STEPS = ['Cliente', 'Personalizar', 'Pagos', 'Compartir acceso'] as const;
export const WIZARD_LAST_STEP = WIZARD_STEPS.length; // 4
export const WIZARD_COMPLETED_STEP = WIZARD_LAST_STEP + 1; // 5

export type WizardState = { step: number; contactType: ContactType; hasCompany: boolean; completed: boolean; invalid: boolean };

export type WizardAction =
  | { type: 'next'; contactFormValid?: boolean }
  | { type: 'previous' }
  | { type: 'goTo'; step: number }
  | { type: 'setContactType'; contactType: 'NEW' | 'EXISTS' }
  | { type: 'cancelChoice' }
  | { type: 'companySelected' }
  | { type: 'clientCreated' }
  | { type: 'finished' };

/** createClient / invalidContact (step 1), needsClient (step 1 without one), finish (step 4), dashboard (leaving). */
export type WizardEffect = 'none' | 'createClient' | 'invalidContact' | 'needsClient' | 'finish' | 'dashboard';

const clamp = (step: number) => Math.min(WIZARD_COMPLETED_STEP, Math.max(1, Math.trunc(step)));

export function wizardReducer(state: WizardState, action: WizardAction): { state: WizardState; effect: WizardEffect } {
  const stay = (effect: WizardEffect = 'none') => ({ state, effect });
  const move = (patch: Partial<WizardState>, effect: WizardEffect = 'none') => ({ state: { ...state, ...patch }, effect });
  switch (action.type) {
    case 'next':
      if (state.step === 1 && state.contactType === 'NEW') return action.contactFormValid ? move({ invalid: false }, 'createClient') : move({ invalid: true }, 'invalidContact');
      if (state.step === 1 && !state.hasCompany) return stay('needsClient');
      if (state.step === WIZARD_LAST_STEP) return stay('finish');
      if (state.step >= WIZARD_COMPLETED_STEP) return stay('dashboard');
      return move({ step: state.step + 1 });
    case 'previous':
      if (state.step === 1) return stay('dashboard');
      return move({ step: state.step - 1 });
    case 'goTo': {
      if (!Number.isFinite(action.step)) return stay();
      const step = clamp(action.step);
      if (step === WIZARD_COMPLETED_STEP && !state.completed) return stay();
      return move({ step });
    }
    case 'setContactType':
      return move({ contactType: action.contactType, invalid: action.contactType === 'NEW' ? true : state.invalid });
    case 'cancelChoice':
      return move({ contactType: state.hasCompany ? 'SELECTED' : '', invalid: false });
    case 'companySelected':
      return move({ contactType: 'SELECTED', hasCompany: true, invalid: false });
    case 'clientCreated':
      return move({ contactType: 'SELECTED', hasCompany: true, invalid: false, step: state.step === 1 ? 2 : state.step });
    case 'finished':
      return move({ step: WIZARD_COMPLETED_STEP, completed: true });
  }
}

/** SPEC §2.6: the Back button is hidden on step 1 and while the contact type is NEW. */
export function wizardShowsBack(state: Pick<WizardState, 'step' | 'contactType'>): boolean {
  return state.step > 1 && state.contactType !== 'NEW';
}

/** `#step-1` … `#step-4`, `#step-completed`. */
export function formatWizardHash(step: number): string {
  const s = clamp(step);
  return s === WIZARD_COMPLETED_STEP ? '#step-completed' : `#step-${s}`;
}

export function parseWizardHash(hash: string | null | undefined): number | null {
  const m = /^#?step-(\d+|completed)$/.exec((hash ?? '').trim());
  if (!m) return null;
  const step = m[1] === 'completed' ? WIZARD_COMPLETED_STEP : Number(m[1]);
  return Number.isInteger(step) && step >= 1 && step <= WIZARD_COMPLETED_STEP ? step : null;
}

/** The state the wizard opens with: the hash, then the server's form_step, else 1; completed needs a finished portal. */
export function initialWizardState(hash: string | null | undefined, project: { form_step: number | null | undefined; company_id: string | null; status: string }): WizardState {
  const hasCompany = Boolean(project.company_id);
  const completed = project.status !== 'init';
  const server = project.form_step && project.form_step >= 1 && project.form_step <= WIZARD_COMPLETED_STEP ? project.form_step : null;
  let step = parseWizardHash(hash) ?? server ?? 1;
  if (step === WIZARD_COMPLETED_STEP && !completed) step = WIZARD_LAST_STEP;
  return { step, contactType: hasCompany ? 'SELECTED' : '', hasCompany, completed, invalid: false };
}
