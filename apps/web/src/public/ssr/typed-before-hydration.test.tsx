import { act, startTransition, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateTracked } from '../../testing/mount.ts';
import { keepTypedValues, takeTypedValue } from './typed-before-hydration.ts';
import { useHydrated } from './use-hydrated.ts';

/** A field as the comment form has it: controlled, and filled from what was typed before hydration. */
function Field() {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  useEffect(() => {
    if (hydrated) setText((typed) => typed || takeTypedValue('nombre'));
  }, [hydrated]);
  return (
    <>
      <input id="nombre" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </>
  );
}

function serverMarkup(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Field />);
  document.body.append(root);
  return root;
}

/** As a browser's typing does: through the native setter, which React's change tracker does not watch. */
function type(root: HTMLElement, text: string) {
  const input = root.querySelector('input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What hydrate.tsx does: keep what was typed, then hydrate in a transition; `meanwhile` runs before that hydration has. */
async function hydrate(root: HTMLElement, meanwhile?: () => void) {
  await act(async () => {
    keepTypedValues(root);
    startTransition(() => void hydrateTracked(root, <Field />));
    meanwhile?.();
  });
}

/** What the person sees and what the form holds. */
function expectShown(root: HTMLElement, text: string) {
  expect(root.querySelector('output')!.textContent).toBe(text);
  expect(root.querySelector('input')!.value).toBe(text);
}

describe('text typed into the server-rendered fields', () => {
  it('is kept when typed before the app hydrates', async () => {
    const root = serverMarkup();
    type(root, 'Marta');
    await hydrate(root);
    expectShown(root, 'Marta');
  });

  it('is kept when typed while React hydrates (the keystroke makes it hydrate the field at once)', async () => {
    const root = serverMarkup();
    // Before the transition's hydration has run: what Playwright's fill (or a fast typist) does.
    await hydrate(root, () => type(root, 'Marta Cliente'));
    expectShown(root, 'Marta Cliente');
  });

  it('goes through React once the forms have taken their fields', async () => {
    const root = serverMarkup();
    await hydrate(root);
    await act(async () => type(root, 'Después'));
    expectShown(root, 'Después');
    expect(takeTypedValue('nombre')).toBe('');
  });
});
