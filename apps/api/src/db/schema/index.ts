export * from './users.ts';
export * from './workspaces.ts';
export * from './tokens.ts';
export * from './billing.ts';
export * from './email.ts';
export * from './uploads.ts';
