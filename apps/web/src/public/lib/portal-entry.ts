import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { readString, removeKey, writeString } from '../../lib/storage.ts';
import { loginWithMagicLink } from '../api/customer-login-link.ts';
import { navigate } from './navigation.ts';
import { CUSTOMER_TOKEN_KEY } from './public-api.ts';
import { publicPaths } from './routes.ts';

export type PortalEntry = { status: 'idle' } | { status: 'going' } | { status: 'failed'; message: string };

/**
 * The signer's single-use portal link, kept for this tab while they pay the advance: the provider
 * brings them back to the result page, not to the accepted page whose address held it.
 */
const keptLinkKey = (slug: string) => `trato.acceptedMagicLink.${slug}`;
export const keepMagicLink = (slug: string, magicLink: string | null) => magicLink && writeString(keptLinkKey(slug), magicLink, 'session');
export const keptMagicLink = (slug: string): string | null => readString(keptLinkKey(slug), 'session');

/**
 * «Ir a mi portal» with a magic link: spends it, keeps the customer token and opens the portal.
 * Shared by the accepted page and the payment result page.
 */
export function usePortalEntry(slug: string, magicLink: string | null) {
  const [portal, setPortal] = useState<PortalEntry>({ status: 'idle' });
  async function goToPortal() {
    if (!magicLink || portal.status === 'going') return;
    setPortal({ status: 'going' });
    try {
      const result = await loginWithMagicLink(magicLink);
      writeString(CUSTOMER_TOKEN_KEY, result.token.access_token);
      removeKey(keptLinkKey(slug), 'session');
      // The link is spent: a reload or the back button must not offer it again.
      if (window.location.search.includes('magic_link=')) window.history.replaceState(null, '', publicPaths.accepted(slug));
      navigate(result.redirectUrl || '/c/dashboard');
    } catch (error) {
      setPortal({ status: 'failed', message: errorMessage(error) });
    }
  }
  return { portal, goToPortal };
}
