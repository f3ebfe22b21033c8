import { describe, expect, it } from 'vitest';
import { formatWizardHash, initialWizardState, parseWizardHash, wizardReducer, wizardShowsBack, type WizardState } from './wizard.ts';

const at = (patch: Partial<WizardState> = {}): WizardState => ({ step: 1, contactType: '', hasCompany: false, completed: false, invalid: false, ...patch });

describe('project wizard (SPEC §2.6, §4)', () => {
  it('creates a NEW client only from a valid form, and marks the form invalid when NEW is chosen', () => {
    const chosen = wizardReducer(at(), { type: 'setContactType', contactType: 'NEW' }).state;
    expect(chosen.invalid).toBe(true);
    expect(wizardReducer(chosen, { type: 'next' }).effect).toBe('invalidContact');
    expect(wizardReducer(chosen, { type: 'next', contactFormValid: true }).effect).toBe('createClient');
    expect(wizardReducer(chosen, { type: 'clientCreated' }).state).toMatchObject({ step: 2, contactType: 'SELECTED', hasCompany: true });
  });

  it('does not leave step 1 without a client', () => {
    expect(wizardReducer(at(), { type: 'next' }).effect).toBe('needsClient');
    expect(wizardReducer(at({ hasCompany: true, contactType: 'SELECTED' }), { type: 'next' }).state.step).toBe(2);
  });

  it('finishes from step 4, then goes to the dashboard; Back from step 1 goes to the dashboard too', () => {
    expect(wizardReducer(at({ step: 4, hasCompany: true }), { type: 'next' }).effect).toBe('finish');
    const done = wizardReducer(at({ step: 4 }), { type: 'finished' }).state;
    expect(done).toMatchObject({ step: 5, completed: true });
    expect(wizardReducer(done, { type: 'next' }).effect).toBe('dashboard');
    expect(wizardReducer(at(), { type: 'previous' }).effect).toBe('dashboard');
    expect(wizardReducer(at({ step: 3 }), { type: 'previous' }).state.step).toBe(2);
  });

  it('hides Back on step 1 and with a NEW contact', () => {
    expect(wizardShowsBack({ step: 1, contactType: 'SELECTED' })).toBe(false);
    expect(wizardShowsBack({ step: 2, contactType: 'NEW' })).toBe(false);
    expect(wizardShowsBack({ step: 2, contactType: 'SELECTED' })).toBe(true);
  });

  it('reads and writes #step-N and #step-completed; the completed state needs a finished portal', () => {
    expect(formatWizardHash(3)).toBe('#step-3');
    expect(formatWizardHash(5)).toBe('#step-completed');
    expect(parseWizardHash('#step-completed')).toBe(5);
    expect(parseWizardHash('#step-9')).toBeNull();
    expect(initialWizardState('#step-completed', { form_step: 1, company_id: null, status: 'init' }).step).toBe(4);
    expect(initialWizardState('#step-completed', { form_step: 5, company_id: 'c', status: 'active' })).toMatchObject({ step: 5, contactType: 'SELECTED' });
    expect(wizardReducer(at(), { type: 'goTo', step: 5 }).state.step).toBe(1);
  });
});
