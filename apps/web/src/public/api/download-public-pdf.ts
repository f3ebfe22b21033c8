import { buildUrl } from '../../lib/api-client.ts';
import { parseApiError } from '../../lib/api-error.ts';
import { publicFetch, readBody } from '../lib/public-api.ts';

/** GET /api/v1/proposal/{slug}/pdf: the PDF (the signed copy once accepted) as a Blob. */
export async function downloadPublicPdf(slug: string): Promise<Blob> {
  const response = await publicFetch(`/v1/proposal/${encodeURIComponent(slug)}/pdf`, { headers: { Accept: 'application/pdf' } });
  if (!response.ok) throw parseApiError(response.status, await readBody(response));
  return response.blob();
}

/** The PDF's address, for opening or embedding it directly. */
export const publicPdfUrl = (slug: string): string => buildUrl(`/v1/proposal/${encodeURIComponent(slug)}/pdf`);
