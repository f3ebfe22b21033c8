/** The demo workspace's staff login and name (seed-demo.ts prints the password at start). */
export const DEMO_EMAIL = 'demo@trato.app';
export const DEMO_USER_NAME = 'Demo Trato';
export const DEMO_WORKSPACE_NAME = 'Estudio Demo';
export const DEMO_BUSINESS_SECTOR = 'Agencia de marketing digital';

/**
 * Demo clients' addresses are on example.com (RFC 2606, reserved, never delivered): a second guard
 * after the outbox, which keeps every email of a demo workspace unsent.
 */
export const DEMO_MAIL_DOMAIN = 'example.com';
