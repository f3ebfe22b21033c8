/**
 * POST /v1/upload/image and /v1/upload/file answer: the stored file's URL (app path /api/files/{key},
 * absolute with `full_url=1`), or a list of them when several files came or `type=multiple` was asked.
 */
export type UploadResultDto = { data: string | string[] };
