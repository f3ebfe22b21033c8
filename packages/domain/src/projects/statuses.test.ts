import { describe, expect, it } from 'vitest';
import { countsAgainstPortalLimit, projectActions, projectStatusLabel, projectTags, projectTransition, PROJECT_STATUSES } from './statuses.ts';

describe('project status labels', () => {
  it.each([
    ['active', 'Activo'],
    ['finished', 'Finalizado'],
    ['init', 'Sin terminar'],
  ])('%s is shown as %s', (status, label) => expect(projectStatusLabel(status)).toBe(label));

  it('shows unknown values as they are', () => expect(projectStatusLabel('ACCEPTED')).toBe('ACCEPTED'));

  it('a trashed portal carries Papelera after its status', () => {
    expect(projectTags({ status: 'active', deleted_at: '2026-01-01T00:00:00.000Z' })).toEqual(['Activo', 'Papelera']);
    expect(projectTags({ status: 'finished', deleted_at: null })).toEqual(['Finalizado']);
  });
});

describe('project transitions (docs/decisions/0015)', () => {
  it.each([
    ['init', 'publish', 'active'],
    ['init', 'finish', 'active'],
    ['active', 'finish', 'finished'],
    ['finished', 'reactivate', 'active'],
  ] as const)('%s --%s--> %s', (from, action, to) => expect(projectTransition(from, action)).toBe(to));

  it.each([
    ['active', 'publish'],
    ['active', 'reactivate'],
    ['finished', 'finish'],
    ['finished', 'publish'],
    ['init', 'reactivate'],
    ['DRAFT', 'finish'],
  ] as const)('%s refuses %s', (from, action) => expect(projectTransition(from, action)).toBeNull());

  it('every status offers exactly the actions of its row, and every action lands on a known status', () => {
    for (const s of PROJECT_STATUSES) {
      for (const a of projectActions(s)) expect(PROJECT_STATUSES).toContain(projectTransition(s, a));
    }
    expect(projectActions('finished')).toEqual(['reactivate']);
    expect(projectActions('nope')).toEqual([]);
  });

  it('only live active portals count against the plan limit', () => {
    expect(countsAgainstPortalLimit({ status: 'active', deleted_at: null })).toBe(true);
    expect(countsAgainstPortalLimit({ status: 'active', deleted_at: '2026-01-01T00:00:00.000Z' })).toBe(false);
    expect(countsAgainstPortalLimit({ status: 'finished', deleted_at: null })).toBe(false);
    expect(countsAgainstPortalLimit({ status: 'init', deleted_at: null })).toBe(false);
  });
});
