/**
 * Taps made before the public page has hydrated (docs/decisions/0044). The server's markup is on
 * screen before React runs, so a client may tap "Aceptar cotización" while the app's script is still
 * on its way. Without JavaScript a button does nothing; these listeners remember such taps, and once
 * React owns the markup they are played again on the very same elements (hydration keeps the
 * server's nodes). Plain links and downloads are left alone: they work without JavaScript.
 *
 * This module is part of the boot script, which must stay tiny: no imports.
 */

/** Controls that do nothing without the app's JavaScript. Links with an href are not among them. */
export const NEEDS_SCRIPT =
  'button,input[type=button],input[type=submit],input[type=reset],input[type=image],[role=button]:not(a[href]),[role=menuitem]:not(a[href]),[role=tab],[role=switch],a:not([href])';

type Tap = { element: Element; form?: HTMLFormElement };

export type EarlyTaps = {
  /** Stops listening and plays the recorded taps, in order; returns how many it played. */
  release: () => number;
};

/**
 * Listens (capture phase, on the document) for clicks and form submissions inside `scope` and keeps
 * them for later. A control is recorded once however many times it was tapped: the client tapped
 * again because nothing happened, not to toggle a menu open and shut.
 */
export function captureEarlyTaps(doc: Document, scope: () => Element | null = () => doc.getElementById('root')): EarlyTaps {
  const taps: Tap[] = [];
  const inScope = (node: Element) => scope()?.contains(node) ?? false;
  const record = (tap: Tap) => {
    if (!taps.some((t) => t.element === tap.element)) taps.push(tap);
  };

  const onClick = (event: Event) => {
    const target = event.target;
    const control = target instanceof Element ? target.closest(NEEDS_SCRIPT) : null;
    if (!control || !inScope(control) || control.matches(':disabled')) return;
    // Neither the browser nor React (once it listens on the root, until release) acts on it now:
    // it is played once, later.
    event.preventDefault();
    event.stopPropagation();
    record({ element: control });
  };
  // A form sent without a click on a button (Enter in a field of a form with no submit button).
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inScope(form)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = (event as SubmitEvent).submitter;
    record({ element: submitter ?? form, form });
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);

  return {
    release() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      let played = 0;
      for (const { element, form } of taps.splice(0)) {
        // A node React had to replace (a hydration mismatch) is no longer the one on screen: skip it.
        if (!element.isConnected) continue;
        if (form) {
          if (!form.isConnected) continue;
          form.requestSubmit(element instanceof HTMLElement && element !== form ? element : undefined);
        } else if (element instanceof HTMLElement) {
          element.click();
        } else {
          element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
        played++;
      }
      return played;
    },
  };
}
