import { saveBlob } from '../../proposals/lib/download.ts';

export type DownloadOutcome = 'saved' | 'opened' | 'failed';

/**
 * SPEC §8 download by link: fetch the file and save it under its own name. A network or CORS error
 * (fetch throws a TypeError) opens the link in a new tab instead; any other failure is 'failed'
 * (the caller shows 'Error al descargar el archivo'). A missing link is logged only.
 */
export async function downloadByLink(url: string | null | undefined, name: string): Promise<DownloadOutcome> {
  if (!url) {
    console.error('Archivo sin enlace de descarga', name);
    return 'failed';
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    if (error instanceof TypeError) {
      window.open(url, '_blank', 'noopener');
      return 'opened';
    }
    return 'failed';
  }
  if (!response.ok) return 'failed';
  saveBlob(await response.blob(), name);
  return 'saved';
}
