import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyTaps } from './early-taps.ts';

// The server's markup before the app has loaded: buttons that need the app, plain links, a form.
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="accept">Aceptar cotización</button>
      <button type="button" id="menu" aria-haspopup="menu">Más acciones</button>
      <button type="button" id="off" disabled>Descargar</button>
      <a href="/terminos" id="terms">Términos</a>
      <a href="/files/cotizacion.pdf" download id="pdf">PDF</a>
      <span role="button" id="chip"><svg id="chip-icon"></svg></span>
      <form id="comment"><input name="body" id="body" /><button type="submit" id="send">Enviar comentario</button></form>
      <form id="bare"><input name="q" id="q" /></form>
    </div>
    <button type="button" id="outside">Fuera de la página</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return byId;
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captureEarlyTaps', () => {
  it('holds a tap on a button until release, then plays it once on the same element', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    const tap = click(byId('accept'));
    expect(tap, 'the tap is held (default prevented)').toBe(false);

    // What the app attaches when it hydrates: a handler on that very node.
    const handler = vi.fn();
    byId('accept').addEventListener('click', handler);
    expect(taps.release()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);

    // After release the page is the app's: a new tap goes straight through, and nothing is played again.
    click(byId('accept'));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(taps.release()).toBe(0);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('does not let a held tap reach listeners of the page meanwhile (React once it listens on the root)', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    const rootListener = vi.fn();
    byId('root').addEventListener('click', rootListener, true);
    click(byId('accept'));
    expect(rootListener).not.toHaveBeenCalled();
    taps.release();
    expect(rootListener).toHaveBeenCalledTimes(1);
  });

  it('plays taps in order, each control once however many times it was tapped', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    click(byId('menu'));
    click(byId('accept'));
    click(byId('menu'));
    click(byId('accept'));
    const order: string[] = [];
    for (const id of ['menu', 'accept']) byId(id).addEventListener('click', () => order.push(id));
    expect(taps.release()).toBe(2);
    expect(order).toEqual(['menu', 'accept']);
  });

  it('records the control when the tap lands on something inside it (an icon)', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    expect(click(byId('chip-icon'))).toBe(false);
    const handler = vi.fn();
    byId('chip').addEventListener('click', handler);
    taps.release();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].target).toBe(byId('chip'));
  });

  it('leaves plain links, downloads, disabled buttons and anything outside #root to the browser', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    // What the browser would then do (follow the link): seen here, then stopped (jsdom does not navigate).
    const reached: string[] = [];
    const browser = (event: Event) => {
      if (!event.defaultPrevented) reached.push((event.target as Element).id);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    for (const id of ['terms', 'pdf', 'off', 'outside']) click(byId(id));
    document.removeEventListener('click', browser);
    expect(reached).toEqual(['terms', 'pdf', 'off', 'outside']);
    expect(taps.release()).toBe(0);
  });

  it('holds a form sent with its submit button and sends it again through that button', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    expect(click(byId('send')), 'the click on the submit button is held, so nothing is sent').toBe(false);
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    byId('comment').addEventListener('submit', onSubmit);
    expect(taps.release()).toBe(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0]![0] as SubmitEvent).submitter).toBe(byId('send'));
  });

  it('holds a form sent without a button (Enter in its only field) and submits it again', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    const form = byId('bare') as HTMLFormElement;
    const sent = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toBe(false);
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    expect(taps.release()).toBe(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('drops a tap whose element the app replaced (a hydration mismatch renders anew)', () => {
    const byId = serverPage();
    const taps = captureEarlyTaps(document);
    const old = byId('accept');
    click(old);
    const handler = vi.fn();
    old.addEventListener('click', handler);
    old.replaceWith(old.cloneNode(true));
    expect(taps.release()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });
});
