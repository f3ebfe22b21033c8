/**
 * What may be uploaded, one list for every surface (issue 32 §5): the server decides on the file's
 * bytes (apps/api uploads/file-types.ts detectType); the web mirrors the same list on the file's
 * name, so a wrong type is refused before any byte is sent and the rule is shown before choosing.
 */

/** image: images only; proof: images or PDF; file: any allowed file. */
export type UploadKind = 'image' | 'file' | 'proof';

/** Detected MIME type → stored extension. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const FILE_TYPES: Record<string, string> = {
  ...IMAGE_TYPES,
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

/** A bank transfer's proof (decision 0071): a photo or screenshot, or the bank's PDF. */
export const PROOF_TYPES: Record<string, string> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };

/** Plain text has no magic bytes: allowed for `file` by its name (and valid UTF-8 on the server). */
export const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export const typesOf = (kind: UploadKind): Record<string, string> => (kind === 'image' ? IMAGE_TYPES : kind === 'proof' ? PROOF_TYPES : FILE_TYPES);

/** The name endings a file of this kind may have (jpeg besides jpg), lower case, without the dot. */
export function allowedExtensions(kind: UploadKind): string[] {
  const stored = Object.values(typesOf(kind));
  const all = [...stored, ...(stored.includes('jpg') ? ['jpeg'] : []), ...(kind === 'file' ? Object.keys(TEXT_EXTENSIONS) : [])];
  return [...new Set(all)];
}

/** The `accept` attribute of a file input: the extensions, so every system's picker filters alike. */
export const acceptAttribute = (kind: UploadKind): string =>
  allowedExtensions(kind)
    .map((e) => `.${e}`)
    .join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether a file's name ends like an allowed type (the server still checks its bytes). */
export const hasAllowedExtension = (name: string, kind: UploadKind): boolean => allowedExtensions(kind).includes(extensionOf(name));

/** 'PDF, DOCX, XLSX, PPTX, ZIP, PNG, JPG, WEBP, GIF, TXT y CSV': the list said before choosing. */
export function allowedTypesLabel(kind: UploadKind): string {
  const names = allowedExtensions(kind)
    .filter((e) => e !== 'jpeg')
    .map((e) => e.toUpperCase());
  const order = ['PDF', 'DOCX', 'XLSX', 'PPTX', 'ZIP', 'PNG', 'JPG', 'WEBP', 'GIF', 'TXT', 'CSV'];
  names.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
}
