import { describe, expect, it } from 'vitest';
import { REDIRECT_STEP_PATH, redirectStepFor, registerLandingFor } from './register-session.ts';

describe('registration redirect step', () => {
  it('is survey while there is no workspace', () => {
    expect(redirectStepFor(null)).toBe('survey');
    expect(redirectStepFor(undefined)).toBe('survey');
  });
  it('is config while the workspace has no default currency', () => {
    expect(redirectStepFor({ default_currency: null })).toBe('config');
    expect(redirectStepFor({ default_currency: '' })).toBe('config');
  });
  it('is done once the currency is chosen', () => {
    expect(redirectStepFor({ default_currency: 'CLP' })).toBe('done');
  });
  it('maps each step to its page', () => {
    expect(REDIRECT_STEP_PATH).toEqual({ survey: '/register/survey', config: '/register/config', done: '/dashboard' });
  });
  it('ends Google sign-ups at confirm and the others at verify', () => {
    expect(registerLandingFor('google')).toBe('/register/confirm');
    expect(registerLandingFor('password')).toBe('/register/verify');
  });
});
