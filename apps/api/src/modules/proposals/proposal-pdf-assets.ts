import { and, eq } from 'drizzle-orm';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';
import { renderProposalPdf, type PdfImageLoader, type RenderProposalPdfOptions } from './proposal-pdf.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

const FILES_PATH = '/api/files/';
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The storage key of an upload link (`/api/files/{key}`, absolute or not), or null for anything else. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const at = url.indexOf(FILES_PATH);
  if (at < 0) return null;
  const key = decodeURIComponent(url.slice(at + FILES_PATH.length).split(/[?#]/)[0] ?? '');
  return /^[a-z0-9_]{1,40}\/[A-Za-z0-9_-]{20,80}\.[a-z0-9]{1,8}$/.test(key) ? key : null;
}

/**
 * Reads images for the PDF from storage: only uploads of this workspace (never a URL fetched from
 * the network, so a proposal cannot make the server request arbitrary addresses).
 */
export function storedImageLoader(deps: Pick<AppDeps, 'database' | 'storage'>, workspaceId: string): PdfImageLoader {
  return async (url) => {
    const key = uploadKeyOf(url);
    if (!key) return null;
    const [row] = await deps.database.db
      .select({ key: uploads.key, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.key, key), inWorkspace(uploads.workspaceId, workspaceId)))
      .limit(1);
    if (!row || row.size > MAX_IMAGE_BYTES) return null;
    return deps.storage.get(row.key);
  };
}

/**
 * The proposal's PDF with its stored logo, cover and content images: what the staff download uses,
 * and what the public page and the signed copy (issue 5) call, adding their `appendix`.
 */
export async function renderStoredProposalPdf(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  workspaceId: string,
  proposal: ProposalDto,
  extra: Pick<RenderProposalPdfOptions, 'appendix' | 'acceptance'> = {},
): Promise<Buffer> {
  const loadImage = storedImageLoader(deps, workspaceId);
  const [logo, cover] = await Promise.all([
    proposal.organization.logo ? loadImage(proposal.organization.logo) : null,
    proposal.cover.full_path ? loadImage(proposal.cover.full_path) : null,
  ]);
  return renderProposalPdf(proposal, { logo, cover, loadImage, ...extra });
}

/** A download name from the proposal's name: letters, digits and dashes only ("cotizacion-rediseno-de-marca.pdf"). */
export function pdfFilename(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `cotizacion${slug ? `-${slug}` : ''}.pdf`;
}
