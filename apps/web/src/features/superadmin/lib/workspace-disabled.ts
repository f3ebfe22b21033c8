import { toast } from '../../../lib/toast.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * A workspace the instance's operator disabled answers every workspace call with 403
 * WORKSPACE_DISABLED: one lasting notice says why (pages that read a failed list as empty would
 * otherwise look merely blank). One id, so many failing queries show it once.
 */
export function noticeWorkspaceDisabled(error: unknown): void {
  if (isApiError(error) && error.code === 'WORKSPACE_DISABLED') toast.error(error.message, { id: 'workspace-disabled', duration: Infinity });
}
