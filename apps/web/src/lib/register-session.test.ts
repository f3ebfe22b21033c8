import { beforeEach, describe, expect, it } from 'vitest';
import { clearRegisterSession, getRegisterSession, parseRegisterSession, saveRegisterSession, updateRegisterSession } from './register-session.ts';

describe('register session storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the RegisterSession shape with the register token', () => {
    saveRegisterSession({
      email: 'ana@trato.test',
      id: 'u1',
      token: null,
      register_token: 'rt',
      workspace_name: null,
      workspace_id: null,
      step: 'verify',
      type: 'resubscribe',
      strategy: 'password',
    });
    expect(getRegisterSession()).toMatchObject({ email: 'ana@trato.test', id: 'u1', step: 'verify', type: 'resubscribe', register_token: 'rt' });
  });

  it('merges updates and ignores them when nothing is stored and no email is given', () => {
    updateRegisterSession({ step: 'config' });
    expect(getRegisterSession()).toBeNull();
    updateRegisterSession({ email: 'b@trato.test', step: 'survey' });
    updateRegisterSession({ workspace_id: 'w1', step: 'config' });
    expect(getRegisterSession()).toMatchObject({ email: 'b@trato.test', workspace_id: 'w1', step: 'config', token: null });
    clearRegisterSession();
    expect(getRegisterSession()).toBeNull();
  });

  it('rejects malformed stored values', () => {
    expect(parseRegisterSession(null)).toBeNull();
    expect(parseRegisterSession({ email: 'a@b.co', step: 'nowhere' })).toBeNull();
    expect(parseRegisterSession({ email: 1, step: 'verify' })).toBeNull();
    expect(parseRegisterSession({ email: 'a@b.co', step: 'plan', type: 'other', id: 5 })).toMatchObject({ id: null, step: 'plan' });
    localStorage.setItem('trato.register', '{broken');
    expect(getRegisterSession()).toBeNull();
  });
});
