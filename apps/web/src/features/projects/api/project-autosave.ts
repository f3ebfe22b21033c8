import type { AutosaveTarget } from '../../proposals/builder/lib/use-proposal-autosave.ts';
import { updateProposalOnLeave, type ProposalPatch } from '../../proposals/builder/api/update-proposal.ts';
import { projectKey } from './keys.ts';
import { projectCalls } from './project-calls.ts';

/** The fields the wizard and the edit page save as they are typed (PUT /v1/projects/{id}). */
export type ProjectPatch = Pick<ProposalPatch, 'name' | 'content' | 'cover' | 'company_id' | 'form_step'> & { line_id?: string | null };

/** The builder's autosave, pointed at the project: one stable object, so its callbacks stay put. */
export const PROJECT_AUTOSAVE: AutosaveTarget<ProjectPatch> = {
  send: (id, patch) => projectCalls.update(id, patch),
  cacheKey: projectKey,
  sendOnLeave: (id, patch) => updateProposalOnLeave(id, patch, '/v1/projects'),
};
