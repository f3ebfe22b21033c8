import { Check } from 'lucide-react';
import { PROPOSAL_STEPS } from '@trato/domain/proposals/stepper';
import { cn } from '../../../../lib/cn.ts';
import { BUILDER_MESSAGES as M } from '../messages.ts';

type StepperHeaderProps = {
  step: number;
  completed: boolean;
  onGoTo: (step: number) => void;
  /** The step names; the proposal builder's five by default (the project wizard passes its four). */
  steps?: readonly string[];
};

/** The steps; each one is a button that jumps to it (SPEC §4: any step can be jumped to). */
export function StepperHeader({ step, completed, onGoTo, steps = PROPOSAL_STEPS }: StepperHeaderProps) {
  return (
    // min-w-0/w-full: the row may only shrink into its box, never push the page sideways on a phone.
    <nav aria-label={M.stepsLabel} className="min-w-0">
      <ol className="flex w-full min-w-0 items-center gap-1 sm:gap-2">
        {steps.map((name, index) => {
          const n = index + 1;
          const current = n === step;
          const done = completed || n < step;
          return (
            <li key={name} className={cn('flex min-w-0 items-center gap-1 sm:gap-2', index < steps.length - 1 && 'flex-1')}>
              <button
                type="button"
                onClick={() => onGoTo(n)}
                aria-current={current ? 'step' : undefined}
                aria-label={M.goToStep(n, name)}
                className={cn(
                  'flex min-w-0 shrink-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring sm:pr-3',
                  current ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    current && 'border-primary bg-primary text-primary-foreground',
                    !current && done && 'border-primary/40 bg-surface text-primary-text',
                    !current && !done && 'border-input bg-surface',
                  )}
                  aria-hidden="true"
                >
                  {done && !current ? <Check className="size-3.5" /> : n}
                </span>
                <span className={cn('truncate', current ? 'hidden sm:inline' : 'hidden lg:inline')}>{name}</span>
              </button>
              {index < steps.length - 1 && <span className={cn('h-px min-w-2 flex-1', done ? 'bg-primary/40' : 'bg-border')} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
