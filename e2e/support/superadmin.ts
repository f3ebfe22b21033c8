import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, signUpViaApi, type Account } from './api.ts';
import { watchCsp } from './csp.ts';
import { baseUrl, NAVIGATION_TIMEOUT_MS, STEP_TIMEOUT_MS } from './fixtures.ts';

/**
 * The instance operator of the billing journey (billing.e2e.ts). The address is listed in
 * SUPERADMIN_EMAILS by the global setup, apart from superadmin.e2e.ts's and tests-page.e2e.ts's:
 * an address can sign up only once per server, and the files run in no fixed order.
 */
export const PLANS_OPERATOR = 'e2e-plans@trato.test';

/**
 * An address listed in SUPERADMIN_EMAILS, signed up as anyone would: it is superadmin once its
 * verification link is clicked. That click drops the password typed at sign-up (someone else may
 * have typed it, decision 0059), so the operator chooses one again with the session the link gave.
 */
export async function signUpOperator(options: { email: string; name: string }): Promise<Account> {
  const account = await signUpViaApi(options);
  await api('PUT', '/v1/account', { token: account.token, body: { password: account.password } });
  return account;
}

let operator: Promise<Account> | null = null;
/** The operator's account, signed up once per file. */
export const plansOperator = (): Promise<Account> => (operator ??= signUpOperator({ email: PLANS_OPERATOR, name: 'Paula Planes' }));

/** A second person at a desktop browser, with nothing stored: the operator's own window. */
export async function operatorContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await watchCsp(context);
  return context;
}

/** /superadmin's lists ('Usuarios', 'Espacios'): their tabs, search box and table. */
export const superadminLists = (page: Page): Locator => page.getByRole('navigation', { name: 'Listas' });
export const superadminSearch = (page: Page, list: string): Locator => page.getByRole('searchbox', { name: `Buscar en ${list}` });
export const superadminTable = (page: Page, list: string): Locator => page.getByRole('table', { name: list });
