import { describe, expect, it } from 'vitest';
import { isLoadingBarVisible, LOADING_BAR_CEILING, loadingBarProgress } from './loading-bar-progress.ts';

describe('loading bar progress', () => {
  it('stays hidden for the first 200 ms', () => {
    expect(isLoadingBarVisible(0)).toBe(false);
    expect(isLoadingBarVisible(199)).toBe(false);
    expect(isLoadingBarVisible(200)).toBe(true);
    expect(loadingBarProgress(150)).toBe(0);
  });

  it('creeps up monotonically and reaches its ceiling after about 5 s', () => {
    let previous = 0;
    for (let ms = 200; ms <= 6000; ms += 100) {
      const p = loadingBarProgress(ms);
      expect(p).toBeGreaterThanOrEqual(previous);
      previous = p;
    }
    expect(loadingBarProgress(200)).toBeGreaterThan(0);
    expect(loadingBarProgress(2700)).toBeLessThan(LOADING_BAR_CEILING);
    expect(loadingBarProgress(5200)).toBe(LOADING_BAR_CEILING);
    expect(loadingBarProgress(60_000)).toBe(LOADING_BAR_CEILING);
  });

  it('never shows 100 while work is still running', () => {
    expect(loadingBarProgress(1e9)).toBeLessThan(100);
  });
});
