import type { Page } from 'playwright-core';
import { api, ApiError, signUpViaApi, uid, type Account } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { signUpOperator } from '../support/superadmin.ts';
import { expectHidden, expectPath, expectVisible, loginViaUi, openAvatarMenu } from '../support/ui.ts';

/** Listed in SUPERADMIN_EMAILS by the global setup: this account is superadmin once its address is confirmed. */
const SUPERADMIN = 'e2e-superadmin@trato.test';

const lists = (page: Page) => page.getByRole('navigation', { name: 'Listas' });
const search = (page: Page, list: string) => page.getByRole('searchbox', { name: `Buscar en ${list}` });
const table = (page: Page, list: string) => page.getByRole('table', { name: list });

async function proposalsStatus(token: string): Promise<number> {
  try {
    await api('GET', '/v1/proposals', { token });
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
}

/** The superadmin's account, signed up once per server (its email can only register once). */
let superadmin: Promise<Account> | null = null;
const superadminAccount = () => (superadmin ??= signUpOperator({ email: SUPERADMIN, name: 'Olga Operadora' }));

describe('superadmin area', () => {
  test('the superadmin lists and searches users and workspaces, assigns a plan, disables and enables a workspace', async ({ page }) => {
    const tag = uid();
    const boss = await superadminAccount();
    const other = await signUpViaApi({ name: `Íñigo Núñez ${tag}`, workspaceName: `Taller Peñalolén ${tag}` });

    await loginViaUi(page, boss);
    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Superadmin' }).click();
    await expectPath(page, '/superadmin');
    await expectVisible(page.getByRole('heading', { name: 'Administración de la instancia' }));

    // Users: accent- and case-insensitive search, mirrored in the URL.
    await expectVisible(table(page, 'Usuarios').getByText(SUPERADMIN));
    await search(page, 'Usuarios').fill(`INIGO NUNEZ ${tag}`);
    await expectPath(page, (u) => u.searchParams.get('search') === `INIGO NUNEZ ${tag}`);
    await expectVisible(table(page, 'Usuarios').getByText(other.email));
    await expectVisible(page.getByTestId('superadmin-total').getByText('1 en total'));
    await expectHidden(table(page, 'Usuarios').getByText(SUPERADMIN));

    // Workspaces: search, then the row's plan and access.
    await lists(page).getByRole('link', { name: 'Espacios' }).click();
    await expectPath(page, (u) => u.searchParams.get('list') === 'workspaces' && !u.searchParams.has('search'));
    await search(page, 'Espacios').fill(`penalolen ${tag}`);
    const row = table(page, 'Espacios').getByRole('row').filter({ hasText: `Taller Peñalolén ${tag}` });
    await expectVisible(row);
    await expectVisible(page.getByTestId('superadmin-total').getByText('1 en total'));
    await expectVisible(row.getByText('Activo', { exact: true }));

    await row.getByLabel(`Plan de Taller Peñalolén ${tag}`).selectOption({ label: 'Profesional' });
    await row.getByRole('button', { name: 'Asignar plan' }).click();
    await expectVisible(page.getByText(`Plan Profesional asignado a Taller Peñalolén ${tag}.`));
    await expectVisible(row.getByText('/ 25 cotizaciones', { exact: false }));

    await row.getByRole('button', { name: 'Desactivar' }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Desactivar Taller Peñalolén ${tag}?` });
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expectVisible(page.getByText(`Taller Peñalolén ${tag} quedó desactivado.`));
    await expectHidden(confirm);
    await expectVisible(row.getByText('Desactivado', { exact: true }));
    expect(await proposalsStatus(other.token)).toBe(403);

    await row.getByRole('button', { name: 'Activar' }).click();
    await page.getByRole('alertdialog', { name: `¿Activar Taller Peñalolén ${tag}?` }).getByRole('button', { name: 'Activar' }).click();
    await expectVisible(page.getByText(`Taller Peñalolén ${tag} quedó activo de nuevo.`));
    await expectVisible(row.getByText('Activo', { exact: true }));
    expect(await proposalsStatus(other.token)).toBe(200);
  });

  test('a normal user has no link to it, and opening /superadmin shows the not-found page with no data', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');
    await openAvatarMenu(page);
    await expectVisible(page.getByRole('menuitem', { name: 'Ajustes' }));
    await expectHidden(page.getByRole('menuitem', { name: 'Superadmin' }));
    await page.keyboard.press('Escape');

    await page.goto('/superadmin?list=users');
    await expectVisible(page.getByText('No encontramos esta página'));
    await expectHidden(page.getByRole('table'));
    await expectHidden(page.getByText(SUPERADMIN));
    await page.goto('/tests');
    await expectVisible(page.getByText('No encontramos esta página'));
    await expectHidden(page.getByText('Diagnóstico de la instancia'));
  });

  test('a member of a disabled workspace is told why, and is back in once it is enabled', async ({ page }) => {
    const boss = await superadminAccount();
    const member = await signUpViaApi();
    const act = (action: string) => api('POST', '/v1/superadmin', { token: boss.token, body: { action, workspace_id: member.workspace.id } });
    await act('disable_workspace');

    await loginViaUi(page, member);
    await expectVisible(page.getByText('Este espacio de trabajo está desactivado. Escribe al administrador de la instancia.').first());

    await act('enable_workspace');
    await page.reload();
    await expectPath(page, '/dashboard');
    await expectHidden(page.getByText('Este espacio de trabajo está desactivado', { exact: false }));
  });
});
