import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProposalEmailPreviewDto } from '@trato/domain/proposals/send';
import { blankProposalDto } from '@trato/domain/proposals/testing';
import { setSession } from '../../../../lib/auth/token-storage.ts';
import { renderRoutes, settle, settleUntil } from '../../../billing/components/render-page.test-support.tsx';
import { SendProposalForm } from './send-proposal-form.tsx';

// «Vista previa del correo» on the share page (issue 32 §4), against the API's contract with fetch
// stubbed: POST /v1/proposals/{id}/send/preview answers the e-mail, the send answers the proposal.

const proposal = (over: Partial<ProposalDto> = {}): ProposalDto =>
  blankProposalDto({
    id: 'p1',
    name: 'Tienda online',
    status: 'DRAFT',
    status_label: 'Borrador',
    client: { name: 'Ferretería Los Andes', logo: null, is_person: false, contact: { id: 'k1', name: 'Ana Díaz', email: 'ana@cliente.cl', phone: null } },
    ...over,
  });

const PREVIEW: ProposalEmailPreviewDto = {
  to: 'ana@cliente.cl',
  from_name: 'Marta Ríos · Estudio Norte',
  reply_to: 'marta@estudio.cl',
  subject: 'Estudio Norte te envió la cotización COT-2026-0001 «Tienda online»',
  html: '<!doctype html><html><body><p>Hola Ana</p><a href="https://x.test/p/abc">Ver cotización</a></body></html>',
  text: 'Hola Ana\n\nVer la cotización: https://x.test/p/abc',
};

type Call = { path: string; body: unknown };
type Answer = { status: number; body: unknown };

function stubApi(answers: { preview?: Answer; send?: Answer }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = path.endsWith('/send/preview')
        ? (answers.preview ?? { status: 200, body: { data: PREVIEW } })
        : path.endsWith('/send')
          ? (answers.send ?? { status: 200, body: { data: proposal({ status: 'SENT', status_label: 'Enviado' }) } })
          : { status: 404, body: { message: 'no' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function render(p: ProposalDto = proposal()) {
  const Page = () => <SendProposalForm proposal={p} />;
  return renderRoutes({ '/proposals/:id/share': Page }, '/proposals/p1/share');
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function type(el: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function openPreview() {
  await act(async () => button('Vista previa del correo').click());
  await settleUntil(() => dialog() !== null);
}

beforeEach(() => {
  localStorage.clear();
  setSession('t', 'password');
});

describe('«Vista previa del correo»', () => {
  it('shows the e-mail the send would queue: envelope, the HTML in a frame with no permissions, the text; «Enviar» sends the previewed values', async () => {
    const calls = stubApi({});
    await render();
    type(document.querySelector('textarea')!, 'Hola Ana, te comparto la propuesta.');
    await openPreview();

    expect(calls.map((c) => c.path)).toEqual(['/api/v1/proposals/p1/send/preview']);
    expect(calls[0]!.body).toEqual({ email: 'ana@cliente.cl', message: 'Hola Ana, te comparto la propuesta.' });
    const box = dialog()!;
    expect(box.getAttribute('aria-labelledby') && document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe('Vista previa del correo');
    const envelope = [...box.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(envelope).toEqual([
      'Para: ana@cliente.cl',
      'De: Marta Ríos · Estudio Norte',
      'Responder a: marta@estudio.cl',
      `Asunto: ${PREVIEW.subject}`,
    ]);
    const frame = box.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    expect(frame.title).toBe('Vista previa del correo');

    // «Texto»: the plain-text part, wrapped.
    const textTab = [...box.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Texto') as HTMLElement;
    await act(async () => {
      textTab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(box.querySelector('pre')?.textContent).toBe(PREVIEW.text);
    expect(box.querySelector('pre')?.className).toContain('whitespace-pre-wrap');

    await act(async () => button('Enviar').click());
    await settleUntil(() => dialog() === null);
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/proposals/p1/send/preview', '/api/v1/proposals/p1/send']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(dialog()).toBeNull();
    await settleUntil(() => document.body.textContent?.includes('Cotización enviada por correo') ?? false);
    expect(document.body.textContent).toContain('Cotización enviada por correo');
    expect(document.querySelector('textarea')!.value).toBe('');
  });

  it('puts a 422 field error under its field and opens no dialog', async () => {
    stubApi({ preview: { status: 422, body: { message: 'Revisa los datos.', errors: { email: ['Ingresa un correo electrónico válido.'] } } } });
    await render();
    type(document.querySelector('input[type="email"]')!, 'ana@cliente');
    await act(async () => button('Vista previa del correo').click());
    await settleUntil(() => document.body.textContent?.includes('Ingresa un correo electrónico válido.') ?? false);
    expect(document.body.textContent).toContain('Ingresa un correo electrónico válido.');
    expect(dialog()).toBeNull();
  });

  it('shows a 409 above the fields as the send does, and no dialog', async () => {
    stubApi({ preview: { status: 409, body: { message: 'Esta cotización ya fue aceptada y firmada: no se puede volver a enviar.' } } });
    await render();
    await act(async () => button('Vista previa del correo').click());
    await settleUntil(() => document.querySelector('[role="alert"]') !== null);
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('No pudimos preparar la vista previa del correo.');
    expect(alert.textContent).toContain('Esta cotización ya fue aceptada y firmada: no se puede volver a enviar.');
    expect(dialog()).toBeNull();
  });

  it('is disabled, like the send, while the proposal is not finished', async () => {
    const calls = stubApi({});
    await render(proposal({ status: 'init', status_label: 'Incompleta' }));
    expect(button('Vista previa del correo').disabled).toBe(true);
    expect(button('Enviar cotización').disabled).toBe(true);
    await settle();
    expect(calls).toEqual([]);
  });
});
