import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import type { ActivityDto, FileDto, StageDto } from './dto.ts';

/** Response schemas of the projects API, one per DTO of ./dto.ts (docs/decisions/0046). */

export const stageSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    description: z.string(),
    start_date: z.string().nullable().describe('YYYY-MM-DD'),
    end_date: z.string().nullable().describe('YYYY-MM-DD'),
    order: z.number().int(),
    progress: z.number(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Stage' });
export const stageMatches: SameType<z.infer<typeof stageSchema>, StageDto> = true;

export const fileSchema = z
  .object({
    id: z.string(),
    project_id: z.string().nullable(),
    name: z.string(),
    original_name: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    kind: z.enum(['pdf', 'png', 'docx', 'xlsx', 'image', 'other']),
    path: z.string(),
    url: z.string(),
    download_link: z.string(),
    origin: z.string().nullable(),
    uploaded_by: z.object({ type: z.enum(['user', 'customer']), id: z.string(), name: z.string() }).nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'File' });
export const fileMatches: SameType<z.infer<typeof fileSchema>, FileDto> = true;

export const activitySchema = z
  .object({
    id: z.string(),
    type: z.string(),
    project_id: z.string().nullable(),
    project: z.object({ id: z.string(), name: z.string(), type: z.enum(['proposal', 'project']) }).nullable(),
    user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: isoDateTime,
  })
  .meta({ id: 'Activity' });
export const activityMatches: SameType<z.infer<typeof activitySchema>, ActivityDto> = true;
