import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholder, renderRoutes, settleUntil } from '../../billing/components/render-page.test-support.tsx';
import { REGISTER_UI as M } from '../messages.ts';
import { VerifyPage } from './verify-page.tsx';

afterEach(() => {
  // The toaster's list outlives a render: a long toast of one test would show in the next.
  toast.dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The emailed link opened, POST /auth/verify answering for a user who is superadmin or not. */
async function verifyAs(isGod: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (new URL(url, 'http://x').pathname !== '/api/auth/verify') return new Response(JSON.stringify({ message: 'No encontrado', code: 'NOT_FOUND' }), { status: 404 });
      const user = { id: 'u', name: 'Olga', firstName: 'Olga', email: 'olga@instancia.test', avatar: null, is_god: isGod, email_verified: true, register_token: null };
      const token = { access_token: 'sesion', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00.000Z' };
      return new Response(JSON.stringify({ success: true, handler: 'redirect_dashboard', token, user, workspace: null, redirect_step: 'survey' }), { status: 200 });
    }),
  );
  await renderRoutes({ '/register/verify': VerifyPage, '/register/survey': placeholder('Encuesta') }, '/register/verify?token=enlace');
  await settleUntil(() => !!document.body.textContent?.includes('Encuesta') && !!document.body.textContent?.includes('¡Correo confirmado!'));
  return document.body.textContent ?? '';
}

describe('/register/verify?token=…', () => {
  it('tells the instance’s superadmin that the sign-up password no longer works and how to choose one (decision 0059)', async () => {
    const text = await verifyAs(true);
    expect(text).toContain(M.verifiedOperatorToast);
    expect(text).toContain('Encuesta');
  });

  it('anyone else just continues the sign-up', async () => {
    const text = await verifyAs(false);
    expect(text).toContain(M.verifiedToast);
    expect(text).not.toContain('administrador');
  });
});
