import { describe, expect, it } from 'vitest';
import { dayNumber, projectProgress, stageProgress, todayIso } from './stage-progress.ts';

const stage = (start_date: string | null, end_date: string | null) => ({ start_date, end_date });

describe('stage progress (SPEC §9)', () => {
  it('is 0 before the start and 100 after the end', () => {
    expect(stageProgress(stage('2026-03-10', '2026-03-19'), '2026-03-09')).toBe(0);
    expect(stageProgress(stage('2026-03-10', '2026-03-19'), '2026-03-20')).toBe(100);
  });

  it('counts whole days, both ends included', () => {
    expect(stageProgress(stage('2026-03-10', '2026-03-13'), '2026-03-10')).toBe(25);
    expect(stageProgress(stage('2026-03-10', '2026-03-13'), '2026-03-11')).toBe(50);
    expect(stageProgress(stage('2026-03-10', '2026-03-13'), '2026-03-13')).toBe(100);
    expect(stageProgress(stage('2026-03-10', '2026-03-10'), '2026-03-10')).toBe(100);
    expect(stageProgress(stage('2026-03-01', '2026-03-03'), '2026-03-02')).toBe(67);
  });

  it('crosses months and leap days', () => {
    expect(stageProgress(stage('2028-02-28', '2028-03-01'), '2028-02-29')).toBe(67);
  });

  it('without both dates: 100 once the end has passed, else 0', () => {
    expect(stageProgress(stage(null, null), '2026-03-10')).toBe(0);
    expect(stageProgress(stage('2026-03-01', null), '2026-03-10')).toBe(0);
    expect(stageProgress(stage(null, '2026-03-01'), '2026-03-10')).toBe(100);
    expect(stageProgress(stage(null, '2026-03-20'), '2026-03-10')).toBe(0);
  });

  it('stays within 0–100 for any dates', () => {
    for (const today of ['2026-01-01', '2026-03-15', '2027-01-01']) {
      const p = stageProgress(stage('2026-03-10', '2026-03-05'), today);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
    }
  });

  it('rejects days that do not exist', () => {
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-2-3')).toBeNull();
    expect(stageProgress(stage('2026-02-30', '2026-03-10'), '2026-03-01')).toBe(0);
  });

  it('a portal is the mean of its stages', () => {
    expect(projectProgress([], '2026-03-10')).toBe(0);
    expect(projectProgress([stage('2026-01-01', '2026-01-02'), stage('2026-04-01', '2026-04-02')], '2026-03-10')).toBe(50);
  });

  it('today is the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
