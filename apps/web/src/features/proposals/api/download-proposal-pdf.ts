import { buildUrl } from '../../../lib/api-client.ts';
import { networkError, parseApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/auth/token-storage.ts';

/**
 * GET /api/v1/proposals/{id}/pdf with the bearer token: the PDF as a Blob. (Not through apiRequest,
 * which reads JSON; the body here is a file.)
 */
export async function downloadProposalPdf(id: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/v1/proposals/${encodeURIComponent(id)}/pdf`), {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: parseApiError falls back to the status message.
    }
    throw parseApiError(response.status, body);
  }
  return response.blob();
}
