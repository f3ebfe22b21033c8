import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountRoot } from '../../../../testing/mount.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProposalStepInfo } from '@trato/domain/proposals/stepper';
import { stepperStorageKey, useBuilderStepper } from './use-builder-stepper.ts';

let root: Root | null = null;
afterEach(() => {
  localStorage.clear();
});

const INIT: ProposalStepInfo = { formStep: 1, companyId: null, status: 'init' };

function mount(entry: string, proposal: ProposalStepInfo = INIT) {
  const out: { stepper: ReturnType<typeof useBuilderStepper> | null } = { stepper: null };
  function Probe() {
    out.stepper = useBuilderStepper('p1', proposal);
    return null;
  }
  const router = createMemoryRouter([{ path: '/proposals/:id/edit', Component: Probe }], { initialEntries: [entry] });
  root = mountRoot(document.createElement('div'));
  act(() => root!.render(<RouterProvider router={router} />));
  return { out, router, hash: () => router.state.location.hash };
}

const stored = () => JSON.parse(localStorage.getItem(stepperStorageKey('p1')) ?? 'null') as unknown;

describe('builder stepper in the URL and local storage', () => {
  it('opening /edit without a hash writes #step-1 and stores the state', () => {
    const { hash } = mount('/proposals/p1/edit');
    expect(hash()).toBe('#step-1');
    expect(stored()).toEqual({ step: 1, contactType: '' });
  });

  it('the hash wins over what was stored; moving updates both', () => {
    localStorage.setItem(stepperStorageKey('p1'), JSON.stringify({ step: 4, contactType: 'NEW' }));
    const { out, hash } = mount('/proposals/p1/edit#step-2');
    expect(out.stepper!.state.step).toBe(2);
    act(() => void out.stepper!.dispatch({ type: 'next' }));
    expect(hash()).toBe('#step-3');
    expect(stored()).toEqual({ step: 3, contactType: 'NEW' });
  });

  it('without a hash the stored step is used (the same browser, another visit)', () => {
    localStorage.setItem(stepperStorageKey('p1'), JSON.stringify({ step: 4, contactType: '' }));
    const { hash } = mount('/proposals/p1/edit');
    expect(hash()).toBe('#step-4');
  });

  it('the browser going back to an earlier #step-N moves the stepper there', async () => {
    const { out, router } = mount('/proposals/p1/edit#step-2');
    act(() => void out.stepper!.dispatch({ type: 'next' }));
    expect(out.stepper!.state.step).toBe(3);
    await act(() => router.navigate(-1));
    expect(router.state.location.hash).toBe('#step-2');
    expect(out.stepper!.state.step).toBe(2);
  });

  it('a second Siguiente pressed before the first one’s #step-N has reached the page is not undone by it', () => {
    const { out, router, hash } = mount('/proposals/p1/edit#step-2');
    // The router tells its subscribers of #step-3 before the page renders with it: a person pressing
    // Siguiente again at that moment (a fast double press; a journey clicking once the URL changed).
    let pressedAgain = false;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.hash === '#step-3' && !pressedAgain) {
        pressedAgain = true;
        void out.stepper!.dispatch({ type: 'next' });
      }
    });
    act(() => void out.stepper!.dispatch({ type: 'next' }));
    unsubscribe();
    expect(pressedAgain).toBe(true);
    expect(out.stepper!.state.step).toBe(4);
    expect(hash()).toBe('#step-4');
  });

  it('past the completed step the reducer asks for the dashboard; #step-6 needs a finished proposal', () => {
    const unfinished = mount('/proposals/p1/edit#step-6');
    expect(unfinished.out.stepper!.state.step).toBe(5);
    expect(unfinished.hash()).toBe('#step-5');
    act(() => root?.unmount());
    const finished = mount('/proposals/p1/edit#step-6', { ...INIT, status: 'DRAFT' });
    expect(finished.out.stepper!.state).toMatchObject({ step: 6, completed: true });
    let effect = '';
    act(() => void (effect = finished.out.stepper!.dispatch({ type: 'next' })));
    expect(effect).toBe('dashboard');
  });
});
