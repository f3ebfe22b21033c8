import type { FastifyReply, FastifyRequest } from 'fastify';

/** A PDF ready to answer with: its ETag is known before the bytes are read (or drawn). */
export type PdfResponse = {
  etag: string;
  filename: string;
  disposition: 'inline' | 'attachment';
  load: () => Promise<Buffer>;
};

/** Whether the request's If-None-Match names this ETag (a list, weak validators and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends the PDF, or 304 when the client already holds this version. `private, no-cache`: a browser
 * may keep the document but must ask again each time (a live proposal changes; nothing shared caches it).
 */
export async function sendPdf(req: FastifyRequest, reply: FastifyReply, pdf: PdfResponse): Promise<FastifyReply> {
  reply.header('ETag', pdf.etag).header('Cache-Control', 'private, no-cache');
  if (matchesEtag(req.headers['if-none-match'], pdf.etag)) return reply.status(304).send();
  const bytes = await pdf.load();
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${pdf.disposition}; filename="${pdf.filename}"`)
    .send(bytes);
}
