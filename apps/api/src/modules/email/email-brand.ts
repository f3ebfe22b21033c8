import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PRIMARY_COLOR, HEX_COLOR } from '@trato/domain/colors';
import type { BusinessIdentityDto } from '@trato/domain/collections/dto-schemas';
import type { Executor } from '../../db/client.ts';
import { collectionSettings, workspaces } from '../../db/schema/index.ts';
import { businessIdentity, identityColumns } from '../collections/business-identity.ts';
import type { EmailBrand, EmailSender } from './email-draft.ts';

/** What a workspace's e-mails are dressed in, and who answers them when no person sent them. */
export type WorkspaceEmailIdentity = { brand: EmailBrand; sender: EmailSender };

/**
 * An absolute logo URL for mail clients, or none: stored logos are app paths (/api/files/…), and SVG
 * is left out because Gmail and Outlook do not show it (the name in the brand colour stands in).
 */
export function emailLogoUrl(appUrl: string, logo: string | null): string | null {
  if (!logo || /\.svg(\?|$)/i.test(logo)) return null;
  return /^https?:\/\//.test(logo) ? logo : `${appUrl}${logo.startsWith('/') ? '' : '/'}${logo}`;
}

/** The footer's legal line: legal name, tax id with its local name, address. */
export const legalLine = (id: BusinessIdentityDto | null): string | null =>
  id ? [id.legal_name, `${id.tax_id_label} ${id.tax_id}`, id.address].filter(Boolean).join(' · ') : null;

/** A brand from a workspace's settings, however the caller read them. */
export function emailBrandOf(appUrl: string, w: { name: string; logo: string | null; primaryColor: string | null; identity: BusinessIdentityDto | null }): EmailBrand {
  return {
    name: w.name,
    logoUrl: emailLogoUrl(appUrl, w.logo),
    color: w.primaryColor && HEX_COLOR.test(w.primaryColor) ? w.primaryColor.toLowerCase() : DEFAULT_PRIMARY_COLOR,
    legalLine: legalLine(w.identity),
  };
}

/**
 * One statement: the workspace's brand, and as the sender of its automatic e-mails (signed copies,
 * reminders, receipts, sign-in links) the workspace's name with Reply-To its contact e-mail from
 * settings «Cobros», else its owner's address, so a client's answer reaches a person, never Trato.
 */
export async function loadWorkspaceEmailIdentity(db: Executor, workspaceId: string, appUrl: string): Promise<WorkspaceEmailIdentity> {
  const [row] = await db
    .select({
      name: workspaces.name,
      logo: workspaces.logo,
      primaryColor: workspaces.primaryColor,
      ...identityColumns,
      ownerEmail: sql<string | null>`(select u.email from memberships m join users u on u.id = m.user_id
        where m.workspace_id = ${workspaces.id} and m.role = 'owner' order by m.created_at limit 1)`,
    })
    .from(workspaces)
    .leftJoin(collectionSettings, eq(collectionSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) return { brand: { name: 'Trato', logoUrl: null, color: DEFAULT_PRIMARY_COLOR, legalLine: null }, sender: { name: 'Trato', replyTo: null } };
  const identity = businessIdentity(row);
  return {
    brand: emailBrandOf(appUrl, { ...row, identity }),
    sender: { name: row.name, replyTo: identity?.contact_email ?? row.ownerEmail ?? null },
  };
}

/** A person sending for a workspace («Ana Pérez · Estudio Sur»), answered at her own address. */
export const personSender = (person: { name: string; email: string }, workspace: string): EmailSender => ({
  name: `${person.name} · ${workspace}`,
  replyTo: person.email,
});
