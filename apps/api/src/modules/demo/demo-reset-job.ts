/** The job runner's name for the demo reset (nightly in main.ts, on demand with `npm run demo:reset`). */
export const DEMO_RESET_JOB = 'demo-reset';
