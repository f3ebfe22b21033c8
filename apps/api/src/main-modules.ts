// What the server needs once its database is open: the app (every route and its packages), the
// jobs, the mailer, storage. main.ts imports this module while PGlite opens in its worker thread:
// loading these modules was most of the start's main-thread time (~0.9 s of module resolution and
// compilation, measured with --cpu-prof), and the database's opening the other core's.
export { buildApp } from './app.ts';
export { scheduleJob } from './lib/jobs.ts';
export { prepareBilling } from './modules/billing/setup.ts';
export { DEMO_RESET_JOB } from './modules/demo/demo-reset-job.ts';
export { resetDemoWorkspace, seedDemoWorkspace } from './modules/demo/seed-demo.ts';
export { devMailboxAllowed, devMailboxPath } from './modules/email/dev-mailbox.routes.ts';
export { smtpMailer } from './modules/email/mailer.ts';
export { releaseDeadOutboxLeases, startOutboxWorker } from './modules/email/outbox.ts';
export { REMINDERS_EVERY_MS, REMINDERS_JOB, runReminders } from './modules/reminders/reminders.job.ts';
export { createStorage } from './modules/uploads/storage-factory.ts';
