/** The accepted page that signs the customer in: `/p/{slug}/accepted?magic_link={token}`. */
export const acceptedUrl = (appUrl: string, slug: string, token: string) =>
  `${appUrl}/p/${encodeURIComponent(slug)}/accepted?magic_link=${encodeURIComponent(token)}`;

/**
 * The portal's sign-in page spending a magic link, for a link not tied to one proposal. `w` names the
 * provider's workspace so the page wears its name and logo, even when the link has expired (decision 0081).
 */
export const portalLoginUrl = (appUrl: string, token: string, workspaceId: string) =>
  `${appUrl}/c/login?w=${encodeURIComponent(workspaceId)}&magic_link=${encodeURIComponent(token)}`;
