/** The accepted page that signs the customer in: `/p/{slug}/accepted?magic_link={token}`. */
export const acceptedUrl = (appUrl: string, slug: string, token: string) =>
  `${appUrl}/p/${encodeURIComponent(slug)}/accepted?magic_link=${encodeURIComponent(token)}`;

/** The portal's sign-in page spending a magic link, for a link not tied to one proposal. */
export const portalLoginUrl = (appUrl: string, token: string) => `${appUrl}/c/login?magic_link=${encodeURIComponent(token)}`;
