import { describe, expect, it } from 'vitest';
import {
  PROPOSAL_STATUSES,
  STAFF_TRANSITIONS,
  canTransition,
  coverLabel,
  isEditable,
  isOpenForClient,
  nextStatuses,
  statusLabel,
} from './statuses.ts';

describe('status labels (SPEC §4)', () => {
  it.each([
    ['DRAFT', 'Borrador'],
    ['SENT', 'Enviado'],
    ['ACCEPTED', 'Aceptado'],
    ['DECLINED', 'Rechazado'],
    ['FILED', 'Archivado'],
  ])('%s is shown as %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it('shows unknown values as they are', () => {
    expect(statusLabel('finished')).toBe('finished');
    expect(statusLabel('')).toBe('');
  });
});

describe('transitions (docs/decisions/0006)', () => {
  it.each([
    ['DRAFT', 'SENT'],
    ['DRAFT', 'DECLINED'],
    ['DRAFT', 'FILED'],
    ['SENT', 'DRAFT'],
    ['SENT', 'DECLINED'],
    ['SENT', 'FILED'],
    ['DECLINED', 'DRAFT'],
    ['DECLINED', 'FILED'],
    ['FILED', 'DRAFT'],
  ])('staff may move %s → %s', (from, to) => expect(canTransition(from, to)).toBe(true));

  it.each([
    ['init', 'DRAFT'],
    ['init', 'SENT'],
    ['DRAFT', 'ACCEPTED'],
    ['SENT', 'ACCEPTED'],
    ['ACCEPTED', 'DRAFT'],
    ['ACCEPTED', 'FILED'],
    ['ACCEPTED', 'DECLINED'],
    ['FILED', 'SENT'],
    ['DECLINED', 'SENT'],
    ['SENT', 'SENT'],
    ['DRAFT', 'init'],
    ['DRAFT', 'bogus'],
    ['bogus', 'DRAFT'],
  ])('staff may not move %s → %s', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('lets the system finish, sign and decline', () => {
    expect(canTransition('init', 'DRAFT', 'system')).toBe(true);
    expect(canTransition('SENT', 'ACCEPTED', 'system')).toBe(true);
    expect(canTransition('DRAFT', 'ACCEPTED', 'system')).toBe(true);
    expect(canTransition('SENT', 'DECLINED', 'system')).toBe(true);
    expect(canTransition('ACCEPTED', 'DRAFT', 'system')).toBe(false);
    expect(canTransition('FILED', 'ACCEPTED', 'system')).toBe(false);
  });

  it('never leaves ACCEPTED, and nothing but the system reaches it', () => {
    for (const to of PROPOSAL_STATUSES) expect(canTransition('ACCEPTED', to, 'system')).toBe(false);
    for (const from of PROPOSAL_STATUSES) expect(STAFF_TRANSITIONS[from]).not.toContain('ACCEPTED');
  });

  it('offers the menu only the allowed targets', () => {
    expect(nextStatuses('DRAFT')).toEqual(['SENT', 'DECLINED', 'FILED']);
    expect(nextStatuses('ACCEPTED')).toEqual([]);
    expect(nextStatuses('weird')).toEqual([]);
  });
});

describe('cover label (SPEC §4)', () => {
  const at = '2026-11-20T10:00:00.000Z';
  it('says accepted and signed, with the date, once accepted', () => {
    expect(coverLabel({ status: 'ACCEPTED', accepted_at: at, declined_at: null })).toEqual({ text: 'Aceptada y firmada', date: at });
    expect(coverLabel({ status: 'DRAFT', accepted_at: at, declined_at: null })).toEqual({ text: 'Aceptada y firmada', date: at });
  });
  it('does not call a plain draft signed', () => {
    expect(coverLabel({ status: 'DRAFT', accepted_at: null, declined_at: null })).toBeNull();
  });
  it('says modifications were requested when declined', () => {
    expect(coverLabel({ status: 'DECLINED', accepted_at: null, declined_at: at })).toEqual({ text: 'Se solicitaron modificaciones', date: at });
  });
  it('has no label when sent or filed', () => {
    expect(coverLabel({ status: 'SENT', accepted_at: null, declined_at: null })).toBeNull();
    expect(coverLabel({ status: 'FILED', accepted_at: null, declined_at: null })).toBeNull();
  });
});

describe('client actions and editing', () => {
  it('opens valid-until and accept buttons only for SENT or DRAFT', () => {
    expect(PROPOSAL_STATUSES.filter(isOpenForClient)).toEqual(['DRAFT', 'SENT']);
  });
  it('locks a signed proposal', () => {
    expect(PROPOSAL_STATUSES.filter((s) => !isEditable(s))).toEqual(['ACCEPTED']);
  });
});
