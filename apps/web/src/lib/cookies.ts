/** Expires every cookie script can see (the "user cookies" that logout clears, SPEC §4). */
export function clearReadableCookies(): void {
  if (typeof document === 'undefined' || !document.cookie) return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
