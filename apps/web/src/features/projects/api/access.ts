import { api } from '../../../lib/api-client.ts';
import type { MagicLinkDto, SendAccessDto } from './types.ts';

/** GET /v1/projects/{id}/magic-link: a sign-in link to the portal for the project's client. */
export async function getAccessLink(projectId: string): Promise<string> {
  return (await api.get<{ data: MagicLinkDto }>(`/v1/projects/${encodeURIComponent(projectId)}/magic-link`)).data.url;
}

/** POST /v1/projects/{id}/send-access: emails the portal access to the project's customers. */
export async function sendAccess(projectId: string): Promise<SendAccessDto> {
  return (await api.post<{ data: SendAccessDto }>(`/v1/projects/${encodeURIComponent(projectId)}/send-access`)).data;
}
