import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RECEIPT_MESSAGES as M, type ReceiptDto } from '@trato/domain/payments/receipts';
import { receiptSchema } from '@trato/domain/payments/receipts-schema';
import type { AppDeps } from '../../app-deps.ts';
import { sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { nonJsonBody } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { cachedPdf } from '../pdf-cache/pdf-cache.ts';
import { sendPdf, type PdfResponse } from '../pdf-cache/send-pdf.ts';
import { customerReader, requireCustomer } from '../portal/portal-access.ts';
import { rowsOf, type PortalReader } from '../portal/portal-reader.ts';
import { storedImageLoader } from '../proposals/proposal-pdf-assets.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { listReceipts, readReceipt, type ReceiptLook } from './receipts.queries.ts';

/** Bump when the receipt's drawing changes: cached PDFs are drawn again. */
const RECEIPT_RENDER_VERSION = 1;

const bearer = [{ bearerAuth: [] }];
const uuid = z.uuid({ error: M.notFound });
const idParams = z.object({ id: uuid });
const listQuery = z.object({ project_id: z.uuid({ error: 'Elige un proyecto válido.' }).optional() });
const list = { 200: z.object({ data: z.array(receiptSchema) }) };
const one = { 200: z.object({ data: receiptSchema }) };
const pdfResponses = {
  200: nonJsonBody('application/pdf', 'El recibo en PDF (A4).'),
  304: z.null().describe('Sin cambios: If-None-Match nombra el ETag de esta versión.'),
};

/**
 * The receipt's PDF, cached in storage (pdf-cache) under a version that changes only with what is
 * drawn: the frozen receipt (voided or not) and the workspace's logo and colour today.
 */
function receiptPdf(deps: AppDeps, { receipt, look }: { receipt: ReceiptDto; look: ReceiptLook }, workspaceId: string): PdfResponse {
  const version = sha256(JSON.stringify({ renderer: RECEIPT_RENDER_VERSION, receipt, look })).slice(0, 32);
  return {
    etag: `"${version}"`,
    filename: `recibo-${receipt.code.toLowerCase()}.pdf`,
    disposition: 'attachment',
    load: () =>
      cachedPdf(deps.storage, { dir: 'pdf_receipts', id: receipt.id, version }, async () => {
        const logo = look.logo ? await storedImageLoader(deps, workspaceId)(look.logo) : null;
        return renderReceiptPdf(receipt, { logo, primaryColor: look.primaryColor });
      }),
  };
}

/**
 * Receipts (issue 31 §3, decision 0072): the portal customer's (the portals they reach) and the
 * staff's (their workspace's), each as a list, one receipt, and its PDF. Anything not reachable is
 * the same 404 as anything that does not exist.
 */
export async function receiptRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  const customer = async (req: Parameters<typeof requireCustomer>[1]) => customerReader(await requireCustomer(db, req));
  const staff = async (req: Parameters<typeof requireCustomer>[1]): Promise<PortalReader> => ({ kind: 'staff', workspaceId: (await workspaceContext(db, req)).workspaceId });
  const oneOf = async (reader: PortalReader, id: string) => {
    const found = await readReceipt(db, reader, id);
    if (!found) throw notFound(M.notFound);
    return found;
  };

  r.get('/customer/receipts', { schema: { tags: ['portal'], security: bearer, querystring: listQuery, response: list } }, async (req) => ({
    data: await listReceipts(db, await customer(req), req.query.project_id ?? null),
  }));

  r.get('/customer/receipts/:id', { schema: { tags: ['portal'], security: bearer, params: idParams, response: one } }, async (req) => ({
    data: (await oneOf(await customer(req), req.params.id)).receipt,
  }));

  r.get('/customer/receipts/:id/pdf', { schema: { tags: ['portal'], security: bearer, params: idParams, response: pdfResponses } }, async (req, reply) => {
    const reader = await customer(req);
    return sendPdf(req, reply, receiptPdf(deps, await oneOf(reader, req.params.id), reader.workspaceId));
  });

  r.get('/projects/:id/receipts', { schema: { tags: ['projects'], security: bearer, params: idParams, response: list } }, async (req) => {
    const reader = await staff(req);
    const found = await db.execute(sql`select 1 from projects where id = ${req.params.id} and workspace_id = ${reader.workspaceId} and type = 'project' and deleted_at is null`);
    if (!rowsOf(found).length) throw notFound('No encontramos ese proyecto.');
    return { data: await listReceipts(db, reader, req.params.id) };
  });

  r.get('/receipts/:id/pdf', { schema: { tags: ['payments'], security: bearer, params: idParams, response: pdfResponses } }, async (req, reply) => {
    const reader = await staff(req);
    return sendPdf(req, reply, receiptPdf(deps, await oneOf(reader, req.params.id), reader.workspaceId));
  });
}
