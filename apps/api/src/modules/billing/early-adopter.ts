/**
 * Early adopters (decision 0019): workspaces created before the operator's EARLY_ADOPTER_UNTIL. Only
 * they may buy the first public plan (the early-adopter offer); unset, nobody is one.
 */
export function isEarlyAdopter(workspaceCreatedAt: Date | null | undefined, until: Date | null): boolean {
  return !!until && !!workspaceCreatedAt && workspaceCreatedAt.getTime() < until.getTime();
}
