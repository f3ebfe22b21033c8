import { useCallback, useState } from 'react';
import type { ContentData } from '@trato/domain/proposals/content';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { imageProblem } from '../../../../lib/validate-image.ts';
import { useLines } from '../../../lines/api/get-lines.ts';
import { uploadProposalImage } from '../../../proposals/builder/api/upload-proposal-image.ts';
import { RichEditor } from '../../../proposals/builder/editor/rich-editor.tsx';
import { BUILDER_MESSAGES } from '../../../proposals/builder/messages.ts';
import { CoverField } from '../../../proposals/builder/steps/cover-field.tsx';
import type { ProjectPatch } from '../../api/project-autosave.ts';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

/** Name, line, cover and content of a portal (wizard step 2 and the edit page), saved as typed. */
export function CustomizeFields({ project, onChange }: { project: ProjectDto; onChange: (patch: ProjectPatch) => void }) {
  // Inputs keep their own value: the server's answers never overwrite what is being typed.
  const [name, setName] = useState(project.name);
  const [lineId, setLineId] = useState(project.line_id ?? '');
  const lines = useLines();

  const uploadImage = useCallback(
    async (file: File) => {
      const problem = imageProblem(file);
      if (problem) throw new Error(problem === 'too-large' ? BUILDER_MESSAGES.imageTooLarge : BUILDER_MESSAGES.imageWrongType);
      return uploadProposalImage(file, 'project_content_images', project.id);
    },
    [project.id],
  );
  const onContent = useCallback((content: ContentData) => onChange({ content }), [onChange]);

  return (
    <div className="space-y-6">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <Field label={M.name}>
          <Input
            value={name}
            maxLength={160}
            placeholder={M.namePlaceholder}
            onChange={(e) => {
              setName(e.target.value);
              onChange({ name: e.target.value });
            }}
          />
        </Field>
        <Field label={M.line}>
          <Select
            value={lineId}
            onChange={(e) => {
              setLineId(e.target.value);
              onChange({ line_id: e.target.value || null });
            }}
          >
            <option value="">{M.noLine}</option>
            {(lines.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <CoverField proposalId={project.id} coverUrl={project.cover_url} onChange={(cover) => onChange({ cover })} />
      <div>
        <h3 className="mb-3 text-base font-semibold text-foreground">{M.content}</h3>
        <RichEditor initialData={project.content} onChange={onContent} toolset="full" placeholder={M.contentPlaceholder} label={M.content} uploadImage={uploadImage} minHeight={220} />
      </div>
    </div>
  );
}
