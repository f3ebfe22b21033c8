import { formatDay } from '@trato/domain/date-format';
import type { PortalStageDto } from '@trato/domain/portal/dto';
import { cn } from '../../lib/cn.ts';
import { CheckIcon } from '../../public/components/icons.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/** The project's stages in order, each with its dates and progress (0–100 from its dates, SPEC §9). */
export function StagesTimeline({ stages }: { stages: PortalStageDto[] }) {
  return (
    <ol className="relative space-y-5" aria-label={M.stages}>
      {stages.map((stage, i) => {
        const done = stage.progress >= 100;
        const dates = stage.start_date && stage.end_date ? M.stageDates(formatDay(stage.start_date) ?? '', formatDay(stage.end_date) ?? '') : formatDay(stage.end_date ?? stage.start_date);
        return (
          <li key={stage.id} className="relative flex gap-3" data-testid="portal-stage">
            {i < stages.length - 1 && <span className="absolute top-8 bottom-[-1.25rem] left-[0.9375rem] w-px bg-border" aria-hidden="true" />}
            <span
              className={cn(
                'z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                done ? 'border-success bg-success text-white' : stage.progress > 0 ? 'border-primary bg-surface text-primary-text' : 'border-border bg-surface text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {done ? <CheckIcon className="size-4" /> : i + 1}
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium">{stage.name}</p>
                <p className="text-xs text-muted-foreground tabular-nums">{M.progress(stage.progress)}</p>
              </div>
              {dates && <p className="text-xs text-muted-foreground">{dates}</p>}
              {stage.description && <p className="mt-1 text-sm text-foreground/80">{stage.description}</p>}
              <div
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted"
                role="progressbar"
                aria-label={stage.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={stage.progress}
              >
                <div className={cn('h-full rounded-full', done ? 'bg-success' : 'bg-primary')} style={{ width: `${stage.progress}%` }} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
