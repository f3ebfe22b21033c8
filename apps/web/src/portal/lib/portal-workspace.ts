import { readString, writeString } from '../../lib/storage.ts';
import { portalPaths } from './paths.ts';

/**
 * The provider whose portal was opened last on this device (decision 0081): /c/login wears its name
 * and logo when no link says which provider (`?w=`), e.g. after «Salir» or an expired session. Only a
 * workspace id is kept, never who signed in.
 */
const PORTAL_WORKSPACE_KEY = 'trato.portalWorkspace';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storedPortalWorkspace(): string | null {
  const id = readString(PORTAL_WORKSPACE_KEY);
  return id && UUID.test(id) ? id : null;
}

export function rememberPortalWorkspace(id: string | null | undefined): void {
  if (id && UUID.test(id)) writeString(PORTAL_WORKSPACE_KEY, id);
}

/** The workspace /c/login is branded by: the link's `?w=`, else the last one opened here. */
export function loginWorkspace(fromLink: string | null): string | null {
  return fromLink && UUID.test(fromLink) ? fromLink : storedPortalWorkspace();
}

/** Where a client signs in again (after «Salir», a lost session, a guarded page): /c/login with the last provider's brand. */
export const signInPath = (): string => portalPaths.loginFor(storedPortalWorkspace());
