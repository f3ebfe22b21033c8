/** Saves a Blob (or a data URL) as a file through a temporary link. */
export function saveBlob(blob: Blob | string, fileName: string): void {
  const url = typeof blob === 'string' ? blob : URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  if (typeof blob !== 'string') window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A PNG (data URL) of a rendered node, on its own background colour. The library is loaded on
 * demand: only people who download a PNG pay for it (the public page keeps it off its first view).
 */
export async function nodeToPng(node: HTMLElement): Promise<string> {
  const { toPng } = await import('html-to-image');
  const background = getComputedStyle(node).backgroundColor;
  return toPng(node, { pixelRatio: 2, backgroundColor: background, cacheBust: true });
}
