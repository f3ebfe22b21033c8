import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { RichEditor } from '../editor/rich-editor.tsx';
import { BUILDER_MESSAGES as M } from '../messages.ts';
import { StepHeading } from './step-heading.tsx';

/** Step 2 Solicitud: what the client asked for, as rich text (saved as `request`). */
export function RequestStep({ proposal, onChange }: { proposal: ProposalDto; onChange: (request: ContentData) => void }) {
  return (
    <section>
      <StepHeading title={M.requestTitle} intro={M.requestIntro} />
      <RichEditor initialData={proposal.request} onChange={onChange} toolset="basic" placeholder={M.requestPlaceholder} label={M.requestLabel} />
    </section>
  );
}
