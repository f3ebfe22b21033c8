import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatWizardHash, initialWizardState, parseWizardHash, wizardReducer, type WizardAction, type WizardEffect, type WizardState } from '@trato/domain/projects/wizard';

/**
 * The wizard's stepper: the domain reducer mirrored to `#step-N` / `#step-completed` (a reload opens
 * the same step, the browser's back button walks the steps). `dispatch` answers the effect.
 */
export function useWizardStepper(project: { form_step: number; company_id: string | null; status: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(() => initialWizardState(location.hash, project));
  const stateRef = useRef(state);

  const dispatch = useCallback((action: WizardAction): WizardEffect => {
    const result = wizardReducer(stateRef.current, action);
    stateRef.current = result.state;
    setState(result.state);
    return result.effect;
  }, []);

  const hashRef = useRef(location.hash);
  hashRef.current = location.hash;
  const wrote = useRef(false);
  useEffect(() => {
    const hash = formatWizardHash(state.step);
    if (hashRef.current !== hash) void navigate({ hash }, { replace: !wrote.current || parseWizardHash(hashRef.current) === null });
    wrote.current = true;
  }, [state.step, navigate]);

  useEffect(() => {
    const step = parseWizardHash(location.hash);
    if (step !== null && step !== stateRef.current.step) dispatch({ type: 'goTo', step });
  }, [location.hash, dispatch]);

  return { state, dispatch };
}
