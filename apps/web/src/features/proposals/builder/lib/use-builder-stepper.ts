import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  formatStepHash,
  initialStepperState,
  parseStepHash,
  stepperReducer,
  type ProposalStepInfo,
  type StepperAction,
  type StepperEffect,
  type StepperState,
  type StoredStepper,
} from '@trato/domain/proposals/stepper';
import { readJson, writeJson } from '../../../../lib/storage.ts';

/** SPEC §9: the stepper state is kept in local storage, one entry per proposal. */
export const stepperStorageKey = (proposalId: string) => `trato.proposalStepper.${proposalId}`;

/**
 * The builder's stepper: the domain reducer, mirrored to `#step-N` in the URL (a reload or a shared
 * link opens the same step; the browser's back button walks the steps) and to local storage.
 * `dispatch` answers the reducer's effect for the page to carry out.
 */
export function useBuilderStepper(proposalId: string, proposal: ProposalStepInfo) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<StepperState>(() =>
    initialStepperState(location.hash, readJson<StoredStepper>(stepperStorageKey(proposalId)), proposal),
  );
  const stateRef = useRef(state);

  const dispatch = useCallback((action: StepperAction): StepperEffect => {
    const result = stepperReducer(stateRef.current, action);
    stateRef.current = result.state;
    setState(result.state);
    return result.effect;
  }, []);

  // State → storage and hash. The first write replaces the entry (opening /edit without a hash).
  const hashRef = useRef(location.hash);
  hashRef.current = location.hash;
  const wroteHash = useRef(false);
  useEffect(() => {
    writeJson(stepperStorageKey(proposalId), { step: state.step, contactType: state.contactType });
    const hash = formatStepHash(state.step);
    if (hashRef.current !== hash) {
      void navigate({ hash }, { replace: !wroteHash.current || parseStepHash(hashRef.current) === null });
    }
    wroteHash.current = true;
  }, [state.step, state.contactType, proposalId, navigate]);

  // Hash → state: the browser's back/forward buttons, or a link to another step.
  useEffect(() => {
    const step = parseStepHash(location.hash);
    if (step !== null && step !== stateRef.current.step) dispatch({ type: 'goTo', step });
  }, [location.hash, dispatch]);

  return { state, dispatch };
}
