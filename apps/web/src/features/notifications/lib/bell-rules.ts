/** The unread badge (SPEC §9): the count, '9+' above 9, nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** Only app paths are followed: a stored url can never send staff to another site. */
export function internalPath(url: string | null | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}
