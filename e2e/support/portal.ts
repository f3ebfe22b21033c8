import type { Locator, Page } from 'playwright-core';
import { portalNavigation } from '@trato/domain/portal/navigation';
import type { PortalProjectDto } from '@trato/domain/portal/dto';
import { api } from './api.ts';
import { extractLink, waitForEmail } from './mail.ts';
import { followEmailedLink, type SharedProposal, signViaApi, staffProposal } from './public.ts';
import { expectVisible } from './ui.ts';

/** Helpers of the client portal journeys (/c/*, /projects/{id}/client). */

/** The portal made from a signed proposal (signed through the API), and its id. */
export async function signedPortal(shared: SharedProposal): Promise<string> {
  await signViaApi(shared);
  const project = (await staffProposal(shared.account.token, shared.id)).project;
  if (!project) throw new Error('signing made no project');
  return project.id;
}

/** The portal as its customer reads it, through the staff's 'Ver como cliente' endpoint. */
export async function portalAsStaff(shared: SharedProposal, projectId: string): Promise<PortalProjectDto> {
  return (await api<{ data: PortalProjectDto }>('GET', `/v1/projects/${projectId}/client`, { token: shared.account.token })).data;
}

/** The navigation labels SPEC §2.2's rules allow for this portal, in order. */
export const allowedNav = (project: PortalProjectDto): string[] => portalNavigation(project).map((i) => i.label);

/** The portal's navigation that is on screen (the card row on a phone, the sidebar on a desktop). */
export function portalNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Secciones del portal' }).filter({ visible: true });
}

/** The labels of the visible navigation, without their badges. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = portalNav(page);
  await expectVisible(nav);
  const links = nav.getByRole('link');
  const count = await links.count();
  const labels: string[] = [];
  for (let i = 0; i < count; i++) labels.push(((await links.nth(i).innerText()).split('\n')[0] ?? '').trim());
  return labels;
}

/** Opens her portal on a phone the way the signature email leads: its link, then 'Ir a mi portal'. */
export async function enterPortalFromSignedEmail(page: Page, shared: SharedProposal): Promise<void> {
  const mail = await waitForEmail({ to: shared.contact.email, subject: 'Copia firmada' });
  await followEmailedLink(page, extractLink(mail, `/p/${shared.slug}/accepted`));
  await page.getByRole('button', { name: 'Ir a mi portal' }).click();
  await expectVisible(page.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));
}
