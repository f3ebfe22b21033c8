/**
 * Downloads a file by its link (SPEC §8): fetched and saved under its name; on a network or CORS
 * failure (fetch throws) the file opens in a new tab instead; any other failure (the server said
 * no) raises, and the caller shows 'Error al descargar el archivo'.
 */
export async function downloadByLink(url: string, name: string): Promise<void> {
  if (!url) {
    console.warn('[portal] archivo sin enlace de descarga', name);
    return;
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    window.open(url, '_blank', 'noopener');
    return;
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
