import { act } from 'react';
import { mountRoot } from '../../testing/mount.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignatureResultDto } from '@trato/domain/proposals/public-dto';
import { blankPublicProposalDto } from '@trato/domain/proposals/testing';
import { SignatureModal } from './signature-modal.tsx';
import { canSubmitSignature, signatureUploadProblem } from './signature-rules.ts';

beforeEach(() => {
  // jsdom has neither object URLs nor a 2D canvas; the draw tab then simply stays inert.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const proposal = blankPublicProposalDto(
  {},
  {
    id: 'p1',
    slug: 'abc123',
    name: 'Identidad de marca',
    organization: { name: 'Estudio Sur', logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago', identity: null },
    client: { name: 'Panadería Ñuñoa', logo: null, is_person: false, contact: { id: 'c1', name: '', email: '', phone: null } },
    currency_code: 'CLP',
    totals: { total: '1250000.50', by_type: [] },
  },
);

function mount(props: Partial<Parameters<typeof SignatureModal>[0]> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  const onClose = vi.fn();
  const onSigned = vi.fn();
  act(() => root.render(<SignatureModal open proposal={proposal} onClose={onClose} onSigned={onSigned} {...props} />));
  return { onClose, onSigned };
}

const q = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const button = (text: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === text)!;
const firmar = () => q<HTMLButtonElement>('button[type=submit]');

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function pickFile(file: File) {
  const input = q<HTMLInputElement>('[data-testid=signature-upload-input]');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

function fillValidForm() {
  type(q('input[name=signer_name]'), 'Ana Pérez');
  type(q('input[name=signer_email]'), 'ana@example.com');
  act(() => button('Cargar').click());
  pickFile(new File([new Uint8Array(10)], 'firma.png', { type: 'image/png' }));
  act(() => q<HTMLInputElement>('input[name=terms_accepted]').click());
}

describe('signature modal layout', () => {
  it('restates the total accepted and keeps the terms and the buttons out of the scrolling part', () => {
    mount();
    const footer = q('[data-testid=signature-footer]');
    expect(footer.querySelector('[data-testid=signature-total]')?.textContent?.replace(/\s+/g, ' ')).toBe('Aceptas 1.250.000,50 CLP en total.');
    expect(footer.contains(q('input[name=terms_accepted]'))).toBe(true);
    expect(footer.contains(firmar())).toBe(true);
    expect(q('[data-testid=signature-scroll]').contains(q('input[name=signer_name]'))).toBe(true);
    expect(q('[data-testid=signature-scroll]').contains(firmar())).toBe(false);
  });
});

describe('signature rules', () => {
  const ok = { hasSignature: true, termsAccepted: true, name: 'Ana', email: 'ana@example.com', signing: false };
  it('needs a signature, the terms, a valid name and email, and nothing in flight', () => {
    expect(canSubmitSignature(ok)).toBe(true);
    expect(canSubmitSignature({ ...ok, hasSignature: false })).toBe(false);
    expect(canSubmitSignature({ ...ok, termsAccepted: false })).toBe(false);
    expect(canSubmitSignature({ ...ok, name: '   ' })).toBe(false);
    expect(canSubmitSignature({ ...ok, name: 'x'.repeat(121) })).toBe(false);
    expect(canSubmitSignature({ ...ok, email: 'ana@' })).toBe(false);
    expect(canSubmitSignature({ ...ok, signing: true })).toBe(false);
  });
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(signatureUploadProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(signatureUploadProblem({ type: 'image/gif', size: 10 })).toBe('wrong-type');
    expect(signatureUploadProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('too-large');
  });
});

describe('SignatureModal', () => {
  it('names the organisation and the proposal, and links the terms in a new tab', () => {
    mount();
    const dialog = q<HTMLDialogElement>('dialog[data-modal-name=proposal-signature-modal]');
    expect(dialog.getAttribute('aria-labelledby')).toBe(q('h2').id);
    expect(q('h2').textContent).toBe('Firma');
    expect(dialog.textContent).toContain('Al firmar, aceptas la cotización «Identidad de marca» de Estudio Sur.');
    const link = q<HTMLAnchorElement>('a[href="/terminos"]');
    expect(link.target).toBe('_blank');
    expect(['Dibujar', 'Escribir', 'Cargar'].map((t) => button(t).getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
  });

  it('enables Firmar only once signature, terms, name and email are all there', () => {
    mount();
    expect(firmar().disabled).toBe(true);
    type(q('input[name=signer_name]'), 'Ana Pérez');
    type(q('input[name=signer_email]'), 'ana@example.com');
    expect(firmar().disabled).toBe(true); // no signature, no terms
    act(() => button('Cargar').click());
    pickFile(new File([new Uint8Array(10)], 'firma.png', { type: 'image/png' }));
    expect(firmar().disabled).toBe(true); // terms still unchecked
    act(() => q<HTMLInputElement>('input[name=terms_accepted]').click());
    expect(firmar().disabled).toBe(false);
    type(q('input[name=signer_email]'), 'ana.example.com');
    expect(firmar().disabled).toBe(true);
  });

  it('refuses a GIF or a file over 2 MB with a Spanish message', () => {
    mount();
    act(() => button('Cargar').click());
    pickFile(new File([new Uint8Array(10)], 'firma.gif', { type: 'image/gif' }));
    expect(document.body.textContent).toContain('El archivo debe ser una imagen PNG, JPG o WebP.');
    pickFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'firma.png', { type: 'image/png' }));
    expect(document.body.textContent).toContain('La imagen no puede pesar más de 2 MB.');
    expect(q('img')).toBeNull();
  });

  it('a typed signature counts as a signature; a blank one does not', async () => {
    mount();
    type(q('input[name=signer_name]'), 'Ana Pérez');
    type(q('input[name=signer_email]'), 'ana@example.com');
    act(() => q<HTMLInputElement>('input[name=terms_accepted]').click());
    await act(async () => button('Escribir').click());
    // Opening the tab offers the signer's name as the typed text.
    const typed = q<HTMLInputElement>(`#signature-panel-type input`);
    expect(typed.value).toBe('Ana Pérez');
    expect(firmar().disabled).toBe(false);
    type(typed, '   ');
    expect(firmar().disabled).toBe(true);
  });

  it('cannot be closed while signing, and sends the signature as multipart with an Idempotency-Key', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { onClose, onSigned } = mount();
    fillValidForm();
    await act(async () => firmar().click());

    expect(firmar().disabled).toBe(true);
    expect(firmar().textContent).toContain('Firmando…');
    expect(button('Cancelar').disabled).toBe(true);
    act(() => q('dialog').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    act(() => q('dialog').dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(onClose).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/signatures');
    const body = init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      signableId: 'abc123',
      signableType: 'proposal',
      signer_name: 'Ana Pérez',
      signer_email: 'ana@example.com',
      mode: 'upload',
      terms_accepted: 'true',
    });
    expect(body.get('signature')).toBeInstanceOf(Blob);
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{16,}/);

    const result = { project_id: 'x', magic_link: null } as unknown as SignatureResultDto;
    await act(async () => answer(new Response(JSON.stringify({ data: result }), { status: 201 })));
    expect(onSigned).toHaveBeenCalledWith(result);
  });

  it('after a network error keeps the modal open and retries with the same Idempotency-Key', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response(JSON.stringify({ data: {} }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { onSigned } = mount();
    fillValidForm();
    await act(async () => firmar().click());
    expect(document.body.textContent).toContain('No pudimos enviar tu firma.');
    expect(firmar().textContent).toBe('Reintentar');
    await act(async () => firmar().click());
    const keys = fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
    expect(onSigned).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of a refusal and lets the modal close again', async () => {
    const body = { message: 'Esta cotización ya fue firmada.', errors: {}, code: 'ALREADY_SIGNED' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 409 })));
    const { onClose } = mount();
    fillValidForm();
    await act(async () => firmar().click());
    expect(q('[data-testid=signature-error]').textContent).toBe('Esta cotización ya fue firmada.');
    expect(button('Cancelar').disabled).toBe(false);
    act(() => button('Cancelar').click());
    expect(onClose).toHaveBeenCalled();
  });

  it('a demo workspace’s refusal (403 DEMO_WORKSPACE) hands over to the demo page instead of an error', async () => {
    const body = { message: 'Esta es una cotización de ejemplo: no se puede firmar.', errors: {}, code: 'DEMO_WORKSPACE' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 403 })));
    const onDemoRefused = vi.fn();
    const { onSigned } = mount({ onDemoRefused });
    fillValidForm();
    await act(async () => firmar().click());
    expect(onDemoRefused).toHaveBeenCalledOnce();
    expect(onSigned).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid=signature-error]')).toBeNull();
  });
});
