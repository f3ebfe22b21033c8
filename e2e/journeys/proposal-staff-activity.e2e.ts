import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { createSharedProposal, openOnPhone, signViaApi } from '../support/public.ts';
import { eventually, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

type Comment = { id: string; body: string; author: { name: string; kind: string } };

describe('the proposal page for staff after the client acted', () => {
  test('shows Aceptado, the comment, the visit, verified evidence and the project; staff reply and the client sees it', async ({ browser, page }) => {
    const shared = await createSharedProposal({ name: 'Identidad para Café Cordillera' });

    // The client opens the link, asks a question and signs.
    await openOnPhone(browser, shared);
    const question = '¿Las fotos de producto están incluidas?';
    await api('POST', '/v1/comments', {
      body: { type: 'proposal', proposalId: shared.slug, body: question, origin: 'public', author_name: shared.contact.name, author_email: shared.contact.email },
    });
    await signViaApi(shared);

    await loginViaUi(page, shared.account);
    await page.goto(`/proposals/${shared.id}`);
    await expectVisible(page.getByTestId('proposal-document').getByText('Aceptado'));

    // The signature: who, and the fingerprint of what was signed.
    const signature = page.getByRole('region', { name: 'Aceptada y firmada' });
    await expectVisible(signature.getByText(shared.contact.name));
    expect(await signature.getByTestId('snapshot-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);

    // Verificar evidencia: the chain and the snapshot verify; the trail lists the signature.
    await signature.getByRole('button', { name: 'Verificar evidencia' }).click();
    const result = signature.getByTestId('evidence-result');
    await expectVisible(result.getByText('Evidencia verificada'));
    await expectVisible(result.getByText(/^Registro de auditoría íntegro/));
    await expectVisible(result.getByText(/^Copia firmada intacta/));
    await expectVisible(result.getByTestId('audit-event').filter({ hasText: 'Firmada' }));
    await expectVisible(result.getByTestId('audit-event').filter({ hasText: 'Comentario' }));

    // The project it became.
    const project = page.getByRole('link', { name: 'Abrir proyecto' });
    await expectVisible(project);
    expect(await project.getAttribute('href')).toMatch(/^\/projects\/[0-9a-f-]{36}$/);

    // The visit, with a summary of the browser that opened it (headless Chromium on Linux) and its IP.
    const visits = page.getByRole('region', { name: 'Visitas' });
    await expectVisible(visits.getByTestId('staff-visit').first().getByText(/^Chrome en Linux · Escritorio · IP /));

    // The client's comment, and a staff reply that the client sees on the public thread.
    const comments = page.getByRole('region', { name: 'Comentarios' });
    await expectVisible(comments.getByTestId('staff-comment').filter({ hasText: question }));
    const reply = 'Sí, incluimos 20 fotos de producto.';
    await comments.getByLabel('Responder').fill(reply);
    await comments.getByRole('button', { name: 'Enviar' }).click();
    await expectVisible(comments.getByTestId('staff-comment').filter({ hasText: reply }).getByText('Equipo'));
    const publicThread = (await api<{ data: Comment[] }>('GET', `/v1/comments?type=proposal&proposalId=${shared.slug}`)).data;
    expect(publicThread.map((c) => c.body)).toEqual([question, reply]);
    expect(publicThread[1]?.author.kind).toBe('staff');

    // A reaction on the client's comment toggles on.
    const asked = comments.getByTestId('staff-comment').filter({ hasText: question });
    await asked.getByRole('button', { name: 'Añadir reacción' }).click();
    await asked.getByRole('button', { name: '👍', exact: true }).click();
    await eventually(() => asked.getByRole('button', { name: /^👍 1, tu reacción/ }).getAttribute('aria-pressed'), 'true', 'the reaction is on');

    // The project list shows it.
    await project.click();
    await expectPath(page, (u) => u.pathname.startsWith('/projects/'));
    await page.goto('/projects');
    await expectVisible(page.getByTestId('project-row').filter({ hasText: shared.name }));
  });

  test('a visit can be deleted, and a signed proposal is duplicated as a new version', async ({ browser, page }) => {
    const shared = await createSharedProposal({ name: 'Sitio para Viña Valle' });
    await openOnPhone(browser, shared);
    await signViaApi(shared);

    await loginViaUi(page, shared.account);
    await page.goto(`/proposals/${shared.id}`);
    const visits = page.getByRole('region', { name: 'Visitas' });
    await expectVisible(visits.getByTestId('staff-visit').first());
    const before = await visits.getByTestId('staff-visit').count();
    await visits.getByRole('button', { name: /^Eliminar visita/ }).first().click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta visita?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await eventually(() => visits.getByTestId('staff-visit').count(), before - 1, 'one visit fewer');

    await page.getByRole('button', { name: 'Duplicar como nueva versión' }).click();
    await expectPath(page, (u) => /^\/proposals\/[0-9a-f-]{36}\/edit$/.test(u.pathname) && !u.pathname.includes(shared.id));
  });
});
