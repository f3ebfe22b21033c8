import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  clientStepTitle,
  COMPLETED_STEP,
  formatStepHash,
  initialStepperState,
  LAST_STEP,
  parseStepHash,
  PROPOSAL_STEPS,
  stepperReducer,
  type StepperState,
} from './stepper.ts';

const at = (step: number, patch: Partial<StepperState> = {}): StepperState => ({ step, contactType: '', hasCompany: false, completed: false, ...patch });

describe('proposal stepper: steps', () => {
  it('has the five steps of SPEC §2.5 and a sixth, completed state', () => {
    expect(PROPOSAL_STEPS).toEqual(['Cliente', 'Solicitud', 'Cotización', 'Hitos y pagos', 'Previsualizar']);
    expect(LAST_STEP).toBe(5);
    expect(COMPLETED_STEP).toBe(6);
  });
});

describe('proposal stepper: next', () => {
  it.each([2, 3, 4])('increments from step %i', (step) => {
    expect(stepperReducer(at(step), { type: 'next' })).toEqual({ state: at(step + 1), effect: 'none' });
  });

  it('increments from step 1 when the client is selected', () => {
    expect(stepperReducer(at(1, { contactType: 'SELECTED', hasCompany: true }), { type: 'next' }).state.step).toBe(2);
    expect(stepperReducer(at(1, { contactType: 'EXISTS', hasCompany: true }), { type: 'next' }).state.step).toBe(2);
  });

  it('stays on step 1 without a client and asks for one (not only at Finalizar)', () => {
    for (const contactType of ['', 'EXISTS'] as const) {
      const state = at(1, { contactType });
      expect(stepperReducer(state, { type: 'next' })).toEqual({ state, effect: 'clientRequired' });
    }
  });

  it('on step 1 with a valid NEW client asks the page to create it, without moving yet', () => {
    const state = at(1, { contactType: 'NEW' });
    expect(stepperReducer(state, { type: 'next', contactFormValid: true })).toEqual({ state, effect: 'createClient' });
  });

  it('on step 1 with an invalid NEW client does nothing but report it', () => {
    const state = at(1, { contactType: 'NEW' });
    expect(stepperReducer(state, { type: 'next', contactFormValid: false })).toEqual({ state, effect: 'invalidContact' });
    expect(stepperReducer(state, { type: 'next' })).toEqual({ state, effect: 'invalidContact' });
  });

  it('on step 5 asks the page to finish, without moving yet', () => {
    const state = at(5, { hasCompany: true, contactType: 'SELECTED' });
    expect(stepperReducer(state, { type: 'next' })).toEqual({ state, effect: 'finish' });
  });

  it('past the completed step redirects to the dashboard', () => {
    const state = at(6, { completed: true });
    expect(stepperReducer(state, { type: 'next' })).toEqual({ state, effect: 'dashboard' });
  });
});

describe('proposal stepper: outcomes of effects', () => {
  it('clientCreated selects the new client and moves to step 2', () => {
    expect(stepperReducer(at(1, { contactType: 'NEW' }), { type: 'clientCreated' })).toEqual({
      state: at(2, { contactType: 'SELECTED', hasCompany: true }),
      effect: 'none',
    });
  });

  it('clientCreated elsewhere only selects the client', () => {
    expect(stepperReducer(at(3, { contactType: 'NEW' }), { type: 'clientCreated' }).state).toEqual(at(3, { contactType: 'SELECTED', hasCompany: true }));
  });

  it('finished goes to step 6 and marks it completed', () => {
    expect(stepperReducer(at(5), { type: 'finished' })).toEqual({ state: at(6, { completed: true }), effect: 'none' });
  });
});

describe('proposal stepper: previous', () => {
  it.each([2, 3, 4, 5, 6])('goes back one from step %i', (step) => {
    expect(stepperReducer(at(step, { completed: true }), { type: 'previous' }).state.step).toBe(step - 1);
  });

  it.each(['NEW', 'EXISTS'] as const)('from a %s choice returns to SELECTED when the proposal has a company', (contactType) => {
    expect(stepperReducer(at(1, { contactType, hasCompany: true }), { type: 'previous' })).toEqual({
      state: at(1, { contactType: 'SELECTED', hasCompany: true }),
      effect: 'none',
    });
  });

  it.each(['NEW', 'EXISTS'] as const)('from a %s choice returns to empty when the proposal has no company', (contactType) => {
    expect(stepperReducer(at(1, { contactType }), { type: 'previous' })).toEqual({ state: at(1), effect: 'none' });
  });

  it('does nothing on step 1 without a choice to undo', () => {
    const selected = at(1, { contactType: 'SELECTED', hasCompany: true });
    expect(stepperReducer(selected, { type: 'previous' })).toEqual({ state: selected, effect: 'none' });
    expect(stepperReducer(at(1), { type: 'previous' })).toEqual({ state: at(1), effect: 'none' });
  });

  it('canGoBack says when Anterior does something', () => {
    expect(canGoBack(at(1))).toBe(false);
    expect(canGoBack(at(1, { contactType: 'SELECTED', hasCompany: true }))).toBe(false);
    expect(canGoBack(at(1, { contactType: 'NEW' }))).toBe(true);
    expect(canGoBack(at(1, { contactType: 'EXISTS' }))).toBe(true);
    expect(canGoBack(at(2))).toBe(true);
  });
});

describe('proposal stepper: goTo', () => {
  it.each([1, 2, 3, 4, 5])('jumps to step %i from anywhere', (step) => {
    for (const from of [1, 3, 5]) expect(stepperReducer(at(from), { type: 'goTo', step })).toEqual({ state: at(step), effect: 'none' });
  });

  it('reaches step 6 only once completed', () => {
    expect(stepperReducer(at(2), { type: 'goTo', step: 6 })).toEqual({ state: at(2), effect: 'none' });
    expect(stepperReducer(at(2, { completed: true }), { type: 'goTo', step: 6 }).state.step).toBe(6);
  });

  it('clamps out-of-range steps and ignores non-numbers', () => {
    expect(stepperReducer(at(3), { type: 'goTo', step: 0 }).state.step).toBe(1);
    expect(stepperReducer(at(3), { type: 'goTo', step: -4 }).state.step).toBe(1);
    expect(stepperReducer(at(3, { completed: true }), { type: 'goTo', step: 99 }).state.step).toBe(6);
    expect(stepperReducer(at(3), { type: 'goTo', step: Number.NaN }).state.step).toBe(3);
  });
});

describe('proposal stepper: contact type', () => {
  it('choosing NEW or EXISTS sets the contact type and stays on the step', () => {
    expect(stepperReducer(at(1), { type: 'setContactType', contactType: 'NEW' }).state).toEqual(at(1, { contactType: 'NEW' }));
    expect(stepperReducer(at(1, { hasCompany: true, contactType: 'SELECTED' }), { type: 'setContactType', contactType: 'EXISTS' }).state).toEqual(
      at(1, { hasCompany: true, contactType: 'EXISTS' }),
    );
  });

  it('picking a company selects it; clearing it empties the choice', () => {
    expect(stepperReducer(at(1, { contactType: 'EXISTS' }), { type: 'companySelected' }).state).toEqual(at(1, { contactType: 'SELECTED', hasCompany: true }));
    expect(stepperReducer(at(1, { contactType: 'SELECTED', hasCompany: true }), { type: 'companyCleared' }).state).toEqual(at(1));
  });

  it.each([
    ['EXISTS', 'Seleccionar cliente'],
    ['NEW', 'Nuevo cliente'],
    ['SELECTED', 'Cliente seleccionado'],
    ['', 'Añadir cliente'],
    [null, 'Añadir cliente'],
    ['other', 'Añadir cliente'],
  ])('client step title for %j is %s', (type, title) => {
    expect(clientStepTitle(type)).toBe(title);
  });
});

describe('proposal stepper: URL hash', () => {
  it.each([
    ['#step-1', 1],
    ['#step-5', 5],
    ['#step-6', 6],
    ['step-3', 3],
    ['#step-completed', 6],
    ['#step-0', null],
    ['#step-7', null],
    ['#step-2.5', null],
    ['#cotizaciones', null],
    ['', null],
    [null, null],
  ])('parses %j as %j', (hash, step) => {
    expect(parseStepHash(hash)).toBe(step);
  });

  it('formats #step-N, clamped to 1–6', () => {
    expect(formatStepHash(1)).toBe('#step-1');
    expect(formatStepHash(6)).toBe('#step-6');
    expect(formatStepHash(9)).toBe('#step-6');
    expect(formatStepHash(0)).toBe('#step-1');
  });

  it('round-trips every step', () => {
    for (let s = 1; s <= 6; s++) expect(parseStepHash(formatStepHash(s))).toBe(s);
  });
});

describe('proposal stepper: initial state', () => {
  const fresh = { formStep: 1, companyId: null, status: 'init' };

  it('the hash wins over storage and the server', () => {
    expect(initialStepperState('#step-4', { step: 2 }, { ...fresh, formStep: 3 }).step).toBe(4);
  });

  it('then the stored step, then form_step, then 1', () => {
    expect(initialStepperState('', { step: 2 }, { ...fresh, formStep: 3 }).step).toBe(2);
    expect(initialStepperState('#nope', { step: 'x' }, { ...fresh, formStep: 3 }).step).toBe(3);
    expect(initialStepperState(null, null, { ...fresh, formStep: null }).step).toBe(1);
  });

  it('opens step 5 instead of 6 while the proposal is not finished', () => {
    expect(initialStepperState('#step-6', null, fresh)).toMatchObject({ step: 5, completed: false });
    expect(initialStepperState('#step-6', null, { ...fresh, status: 'DRAFT' })).toMatchObject({ step: 6, completed: true });
  });

  it('a proposal with a company opens with it SELECTED', () => {
    expect(initialStepperState('#step-1', { contactType: 'NEW' }, { ...fresh, companyId: 'c1' })).toMatchObject({ contactType: 'SELECTED', hasCompany: true });
  });

  it('without a company a stored NEW/EXISTS choice is kept, anything else is empty', () => {
    expect(initialStepperState('#step-1', { contactType: 'NEW' }, fresh).contactType).toBe('NEW');
    expect(initialStepperState('#step-1', { contactType: 'EXISTS' }, fresh).contactType).toBe('EXISTS');
    expect(initialStepperState('#step-1', { contactType: 'SELECTED' }, fresh).contactType).toBe('');
    expect(initialStepperState('#step-1', null, fresh)).toMatchObject({ contactType: '', hasCompany: false });
  });
});
