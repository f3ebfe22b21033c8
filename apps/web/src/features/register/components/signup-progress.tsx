import { cn } from '../../../lib/cn.ts';
import { SIGNUP_STEP_INDEX, type SignupStepKey } from '../lib/signup-steps.ts';
import { REGISTER_UI as M } from '../messages.ts';

/** "Paso n de 4" with a segmented bar in the primary colour. */
export function SignupProgress({ step }: { step: SignupStepKey }) {
  const current = SIGNUP_STEP_INDEX[step];
  const total = M.steps.length;
  return (
    <div className="mb-8">
      <p className="text-sm font-medium text-primary-text">
        {M.stepOf(current, total)} · {M.steps[current - 1]}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-1.5" aria-hidden="true">
        {M.steps.map((name, i) => (
          <li key={name} className={cn('h-1.5 rounded-full', i < current ? 'bg-primary' : 'bg-surface-muted')} />
        ))}
      </ol>
    </div>
  );
}
