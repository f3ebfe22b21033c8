import type { ProposalLineDto } from '@trato/domain/proposals/dto';
import { LineDot } from '../../lines/components/line-dot.tsx';
import { Tag } from './status-tag.tsx';

/** The proposal's business line: its colour dot and name on a neutral tag (readable in both themes). */
export function LineBadge({ line }: { line: ProposalLineDto }) {
  return (
    <Tag tone="bg-surface-muted text-muted-foreground">
      <LineDot color={line.color} className="size-2" />
      {line.name}
    </Tag>
  );
}
