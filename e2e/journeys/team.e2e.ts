import { api, signUpViaApi, strongPassword, uniqueEmail } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { watchCsp } from '../support/csp.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { expectHidden, expectPath, expectVisible, loginViaUi, submitLogin } from '../support/ui.ts';

describe('team', () => {
  test('the owner invites a teammate, who accepts from the emailed link in another browser; the owner sees and removes them', async ({
    browser,
    page,
  }) => {
    const owner = await signUpViaApi({ name: 'Olga Dueña' });
    const teammate = uniqueEmail('equipo');
    const password = strongPassword();

    // The owner invites from /team.
    await loginViaUi(page, owner, '/login?r=%2Fteam');
    await expectPath(page, '/team');
    await expectVisible(page.getByRole('heading', { name: 'Equipo', exact: true }));
    await expectVisible(page.getByText('Por ahora trabajas por tu cuenta'));
    await page.getByLabel('Correo electrónico').fill(teammate);
    await page.getByLabel('Rol').selectOption('member');
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expectVisible(page.getByText('Invitación enviada.'));
    const invites = page.getByRole('list', { name: 'Invitaciones pendientes' });
    await expectVisible(invites.getByText(teammate));

    // A second invitation is revoked after confirming; the first one is resent (a new link replaces the old).
    const mistaken = uniqueEmail('error');
    await page.getByLabel('Correo electrónico').fill(mistaken);
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expectVisible(invites.getByText(mistaken));
    await page.getByRole('button', { name: `Revocar la invitación a ${mistaken}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar invitación' }).click();
    await expectVisible(page.getByText('Invitación revocada.'));
    await expectHidden(invites.getByText(mistaken));
    const first = await waitForEmail({ to: teammate, body: '/team/accept' });
    await page.getByRole('button', { name: `Reenviar la invitación a ${teammate}` }).click();
    await expectVisible(page.getByText('Invitación reenviada.'));

    // The link arrives by email.
    const mail = await waitForEmail({ to: teammate, body: '/team/accept', afterId: first.id });
    expect(mail.subject).toContain(owner.workspace.name);
    const link = extractLink(mail, '/team/accept');

    // The teammate opens it in a second browser context, sets name and password, and lands on the dashboard.
    const other = await browser.newContext({ baseURL: baseUrl(), locale: 'es-CL', viewport: { width: 390, height: 844 } });
    await watchCsp(other);
    try {
      const theirs = await other.newPage();
      await theirs.goto(link);
      await expectVisible(theirs.getByRole('heading', { name: `Únete a ${owner.workspace.name}` }));
      await expectVisible(theirs.getByText('Olga Dueña te invitó a colaborar en Trato como miembro.'));
      await theirs.getByLabel('Tu nombre').fill('Tomás Compañero');
      await theirs.getByLabel('Contraseña', { exact: true }).fill(password);
      await theirs.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
      await expectPath(theirs, '/dashboard');
      await expectVisible(theirs.getByText(`Te uniste a ${owner.workspace.name}.`));

      // The link works only once.
      await theirs.goto(link);
      await expectVisible(theirs.getByText('La invitación no es válida, ya se usó o ha expirado. Pide una nueva.'));
    } finally {
      await other.close();
    }

    // Back in the owner's browser: the teammate is a member and the invitation is gone.
    await page.reload();
    const members = page.getByRole('list', { name: 'Miembros' });
    await expectVisible(members.getByText('Tomás Compañero'));
    await expectVisible(members.getByText(teammate));
    await expectVisible(page.getByText('No hay invitaciones pendientes.'));

    // Removing asks first; cancelling keeps them, confirming removes them.
    await page.getByRole('button', { name: 'Quitar a Tomás Compañero del equipo' }).click();
    const dialog = page.getByRole('alertdialog');
    await expectVisible(dialog.getByText('¿Quitar a Tomás Compañero del equipo?'));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expectHidden(dialog);
    await expectVisible(members.getByText('Tomás Compañero'));

    await page.getByRole('button', { name: 'Quitar a Tomás Compañero del equipo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar del equipo' }).click();
    await expectVisible(page.getByText('Miembro eliminado del equipo.'));
    await expectHidden(members.getByText('Tomás Compañero'));
    await expectVisible(page.getByText('1 miembro', { exact: true }));
  });

  test('someone who already has an account signs in from the invitation, accepts, and works in the new workspace', async ({ page }) => {
    const owner = await signUpViaApi({ name: 'Olga Dueña' });
    const invitee = await signUpViaApi({ name: 'Carla Existente' });
    await api('POST', '/v1/teams/invite', { token: owner.token, body: { email: invitee.email, role: 'admin' } });
    const link = extractLink(await waitForEmail({ to: invitee.email, body: '/team/accept' }), '/team/accept');

    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: `Únete a ${owner.workspace.name}` }));
    await page.getByRole('link', { name: 'Iniciar sesión para aceptar' }).click();
    await expectPath(page, '/login');
    await submitLogin(page, invitee.email, invitee.password);
    await expectPath(page, '/team/accept');
    await expectVisible(page.getByText(`Sesión iniciada como ${invitee.email}.`));
    await page.getByRole('button', { name: 'Aceptar invitación' }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByText(`Te uniste a ${owner.workspace.name}.`));
    await expectVisible(page.getByText(owner.workspace.name).first());

    // As an admin of the new workspace they see the team with both of them.
    await page.goto('/team');
    const members = page.getByRole('list', { name: 'Miembros' });
    await expectVisible(members.getByText('Olga Dueña'));
    await expectVisible(members.getByText('Carla Existente'));
  });

  test('past the hourly invitation budget the form says so, in Spanish, and no invitation is made', async ({ page }) => {
    const owner = await signUpViaApi();
    // Earlier in the hour the workspace already sent its budget of invitations (20).
    for (let i = 0; i < 20; i++) await api('POST', '/v1/teams/invite', { token: owner.token, body: { email: uniqueEmail(`lote${i}`), role: 'member' } });

    await loginViaUi(page, owner, '/login?r=%2Fteam');
    await expectPath(page, '/team');
    // Typed once the page has loaded, as a person would: while the first render settles, the form
    // registers its fields again and a value typed in that instant is cleared.
    await expectVisible(page.getByRole('list', { name: 'Invitaciones pendientes' }));
    const extra = uniqueEmail('de-mas');
    await page.getByLabel('Correo electrónico').fill(extra);
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expectVisible(page.getByText('Enviaste demasiadas invitaciones en poco tiempo. Inténtalo de nuevo en una hora.'));
    await expectHidden(page.getByRole('list', { name: 'Invitaciones pendientes' }).getByText(extra));
  });
});
