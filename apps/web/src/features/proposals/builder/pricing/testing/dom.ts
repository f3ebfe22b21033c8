import { act, type ReactElement } from 'react';
import { mountRoot } from '../../../../../testing/mount.ts';

/** Minimal DOM helpers for component tests (React's act + real events, no extra library). */

/** Mounts `element` in a new container on the page; the web tests' setup file unmounts it after the test. */
export function render(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() => root.render(element));
  return container;
}

/** The control labelled `label` (exact text) inside `scope`. */
export function field<T extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): T {
  const l = [...scope.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  if (!l) throw new Error(`no label “${label}”`);
  const control = l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input, select, textarea');
  if (!control) throw new Error(`no control for “${label}”`);
  return control as T;
}

/** The element with role=group (or listitem) named `name`. */
export function group(name: string): HTMLElement {
  const el = [...document.querySelectorAll<HTMLElement>('[aria-label]')].find((e) => e.getAttribute('aria-label') === name);
  if (!el) throw new Error(`no element named “${name}”`);
  return el;
}

export function button(scope: ParentNode, name: string): HTMLButtonElement {
  const b = [...scope.querySelectorAll('button')].find((x) => x.getAttribute('aria-label') === name || x.textContent?.trim() === name);
  if (!b) throw new Error(`no button “${name}”`);
  return b;
}

/** Types into an input or picks a select option the way React listens for it. */
export function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** Types, then leaves the field (a commit-on-blur field applies now). */
export function typeAndLeave(control: HTMLInputElement, value: string) {
  type(control, value);
  act(() => {
    control.focus();
    control.blur();
  });
}

export function click(el: HTMLElement) {
  act(() => el.click());
}

export const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
