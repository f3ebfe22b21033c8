import { useCallback, useState, type ReactNode } from 'react';
import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { imageProblem } from '../../../../lib/validate-image.ts';
import { uploadProposalImage } from '../api/upload-proposal-image.ts';
import type { ProposalPatch } from '../api/update-proposal.ts';
import { RichEditor } from '../editor/rich-editor.tsx';
import { BUILDER_MESSAGES as M } from '../messages.ts';
import { CoverField } from './cover-field.tsx';
import { StepHeading } from './step-heading.tsx';

type QuoteStepProps = {
  proposal: ProposalDto;
  onChange: (patch: ProposalPatch) => void;
  /** The services table (the pricing part of this step). */
  services: ReactNode;
};

/** `YYYY-MM-DD` of a stored calendar day (midnight UTC), for a date input. */
const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** Step 3 Cotización: name, cover, valid-until, the rich content, then the services. */
export function QuoteStep({ proposal, onChange, services }: QuoteStepProps) {
  // Inputs keep their own value: the server's answers must never overwrite what is being typed.
  const [name, setName] = useState(proposal.name);
  const [validUntil, setValidUntil] = useState(dayOf(proposal.valid_until_at));
  const locked = !proposal.editable;

  const uploadImage = useCallback(
    async (file: File) => {
      const problem = imageProblem(file);
      if (problem) throw new Error(problem === 'too-large' ? M.imageTooLarge : M.imageWrongType);
      return uploadProposalImage(file, 'project_content_images', proposal.id);
    },
    [proposal.id],
  );
  const onContent = useCallback((content: ContentData) => onChange({ content }), [onChange]);

  return (
    <section className="space-y-8">
      <div>
        <StepHeading title={M.quoteTitle} intro={M.quoteIntro} />
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
          <Field label={M.validUntil} hint={M.validUntilHint}>
            <Input
              type="date"
              value={validUntil}
              onChange={(e) => {
                setValidUntil(e.target.value);
                onChange({ valid_until_at: e.target.value || null });
              }}
            />
          </Field>
        </div>
        <div className="mt-5">
          <CoverField proposalId={proposal.id} coverUrl={proposal.cover_url} onChange={(cover) => onChange({ cover })} />
        </div>
      </div>

      <div>
        <h3 className="mb-3 text-base font-semibold text-foreground">{M.contentTitle}</h3>
        {locked ? (
          <p className="text-sm text-muted-foreground">{M.notEditable}</p>
        ) : (
          <RichEditor
            initialData={proposal.content}
            onChange={onContent}
            toolset="full"
            placeholder={M.contentPlaceholder}
            label={M.contentLabel}
            uploadImage={uploadImage}
            minHeight={260}
          />
        )}
      </div>

      {services}
    </section>
  );
}
