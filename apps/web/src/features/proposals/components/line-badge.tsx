import type { ProposalLineDto } from '@trato/domain/proposals/dto';
import { Badge } from '../../../components/ui/badge.tsx';
import { LineDot } from '../../lines/components/line-dot.tsx';

/** The proposal's business line: its colour dot and name on a neutral tag (readable in both themes). */
export function LineBadge({ line }: { line: ProposalLineDto }) {
  return (
    <Badge className="gap-1.5 bg-surface-muted text-muted-foreground">
      <LineDot color={line.color} className="size-2" />
      {line.name}
    </Badge>
  );
}
