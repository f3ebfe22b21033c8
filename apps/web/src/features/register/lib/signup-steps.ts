/** Which progress step each sign-up screen shows (account → survey → config → plan). */
export const SIGNUP_STEP_INDEX = { account: 1, survey: 2, config: 3, plan: 4 } as const;
export type SignupStepKey = keyof typeof SIGNUP_STEP_INDEX;
