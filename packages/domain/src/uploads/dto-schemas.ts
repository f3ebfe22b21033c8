import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import type { UploadResultDto } from './dto.ts';

/** Response schema of the uploads (docs/decisions/0046). */
export const uploadResultSchema = z
  .object({
    data: z
      .union([z.string(), z.array(z.string())])
      .describe('URL del archivo guardado (/api/files/{key}, absoluta con full_url=1); una lista si llegaron varios archivos o se pidió type=multiple.'),
  })
  .meta({ id: 'UploadResult' });
export const uploadResultMatches: SameType<z.infer<typeof uploadResultSchema>, UploadResultDto> = true;
