import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { getAccessLink, sendAccess } from '../../api/access.ts';
import { projectKey } from '../../api/keys.ts';
import { useProjectCall, type ProjectCall } from '../../api/project-calls.ts';
import { projectPath } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

const SUCCESS: Record<ProjectCall, string> = {
  finish: M.finished,
  publish: M.published,
  reactivate: M.reactivated,
  duplicate: M.duplicated,
  remove: M.deleted,
  recover: M.recovered,
  forceDelete: M.forceDeleted,
};

/** SPEC §2.7 / §8: copies the portal's access link ('Enlace copiado al portapapeles'). */
export async function copyAccessLink(projectId: string): Promise<boolean> {
  let url: string;
  try {
    url = await getAccessLink(projectId);
  } catch (error) {
    console.error(M.accessLinkGetFailed, error);
    toast.error(M.accessLinkGetFailed, { duration: 3000, position: 'bottom-right' });
    return false;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(M.accessLinkCopied, { duration: 3000, position: 'bottom-right' });
    return true;
  } catch (error) {
    console.error(M.accessLinkFailed, error);
    toast.error(M.accessLinkFailed, { duration: 3000, position: 'bottom-right' });
    return false;
  }
}

/** SPEC §2.7 / §8: emails the portal's access to its customers. */
export async function sendAccessEmail(projectId: string): Promise<boolean> {
  try {
    await sendAccess(projectId);
    toast.success(M.accessSent);
    return true;
  } catch (error) {
    console.error(M.accessSendFailed, error);
    toast.error(M.accessSendFailed, { description: isApiError(error) ? error.message : undefined });
    return false;
  }
}

/**
 * Copy the access link and send access, then read the project again: either one grants the
 * client's contact access, so 'Clientes con acceso' changes.
 */
export function useAccessActions() {
  const qc = useQueryClient();
  const refresh = (id: string) => (ok: boolean) => {
    void qc.invalidateQueries({ queryKey: projectKey(id) });
    return ok;
  };
  return {
    copyAccessLink: (id: string) => copyAccessLink(id).then(refresh(id)),
    sendAccessEmail: (id: string) => sendAccessEmail(id).then(refresh(id)),
  };
}

/**
 * Every project action with its toast. A 403 LIMIT_REACHED (reactivate, recover, publish) opens the
 * plan-limit modal instead, with the server's message (SPEC §8).
 */
export function useProjectActions() {
  const navigate = useNavigate();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const access = useAccessActions();
  const calls = {
    finish: useProjectCall('finish'),
    publish: useProjectCall('publish'),
    reactivate: useProjectCall('reactivate'),
    duplicate: useProjectCall('duplicate'),
    remove: useProjectCall('remove'),
    recover: useProjectCall('recover'),
    forceDelete: useProjectCall('forceDelete'),
  };

  const run = (call: ProjectCall, id: string): Promise<boolean> =>
    calls[call].mutateAsync(id).then(
      (project) => {
        if (call === 'duplicate' && project) {
          toast.success(M.duplicated, { action: { label: M.open, onClick: () => void navigate(projectPath(project)) } });
        } else toast.success(SUCCESS[call]);
        return true;
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 'LIMIT_REACHED') setLimitMessage(error.message);
        else toast.error(errorMessage(error));
        return false;
      },
    );

  return {
    run,
    pending: (call: ProjectCall) => calls[call].isPending,
    ...access,
    limitMessage,
    closeLimit: () => setLimitMessage(null),
  };
}
