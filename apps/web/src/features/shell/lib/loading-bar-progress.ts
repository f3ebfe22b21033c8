/**
 * Loading bar timing (SPEC §4, §9): nothing shows for the first 200 ms; then the bar creeps toward
 * 100 % over about 5 s, slowing down as it goes and never reaching 100 until the work is done.
 */
export const LOADING_BAR_DELAY = 200;
export const LOADING_BAR_DURATION = 5000;
export const LOADING_BAR_CEILING = 95;

export function isLoadingBarVisible(elapsedMs: number): boolean {
  return elapsedMs >= LOADING_BAR_DELAY;
}

/** Percentage (0–95) shown `elapsedMs` after work started. */
export function loadingBarProgress(elapsedMs: number): number {
  if (elapsedMs < LOADING_BAR_DELAY) return 0;
  const t = Math.min(1, (elapsedMs - LOADING_BAR_DELAY) / LOADING_BAR_DURATION);
  // Ease-out: quick start, slow finish, reaching the ceiling exactly at the end of the duration.
  const eased = 1 - (1 - t) ** 3;
  return Math.round((10 + (LOADING_BAR_CEILING - 10) * eased) * 10) / 10;
}
