import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { chargeStatusLabel, chargeTone, type ChargeFlagDto } from '@trato/domain/payments/charges';
import { Tag } from '../../proposals/components/status-tag.tsx';
import { CHARGE_TONE_CLASSES, CHARGES_ANCHOR } from '../lib/online-charges.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

/**
 * A payment's online charge that needs the team (a duplicate to refund, a mismatch to check;
 * decision 0078): the domain's Spanish label and tone, as a link to the project's «Cobros en línea»,
 * where the charge is shown with its provider and reference.
 */
export function ChargeFlagMarker({ flag, projectId, projectName }: { flag: ChargeFlagDto; projectId: string; projectName: string }) {
  const label = chargeStatusLabel(flag);
  return (
    <Link
      to={`/projects/${projectId}#${CHARGES_ANCHOR}`}
      aria-label={M.chargeFlagLink(label, projectName)}
      data-charge-flag={flag.status}
      className="inline-flex max-w-full rounded-full focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Tag tone={CHARGE_TONE_CLASSES[chargeTone(flag.status)]} className="whitespace-normal hover:underline">
        <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </Tag>
    </Link>
  );
}
