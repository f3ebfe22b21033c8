import { z } from 'zod';
import { nonJsonBody } from '../../lib/openapi.ts';

/**
 * The success answers of the PDF routes (pdf-cache/send-pdf.ts): the document, or 304 with no body
 * when If-None-Match names its ETag. Shared by the staff and the public PDF.
 */
export const pdfResponses = {
  200: nonJsonBody('application/pdf', 'La cotización en PDF (A4).'),
  // `type: null` is how the OpenAPI document leaves a body out (lib/openapi.ts withoutNoContentBody).
  304: z.null().describe('Sin cambios: If-None-Match nombra el ETag de esta versión.'),
};
