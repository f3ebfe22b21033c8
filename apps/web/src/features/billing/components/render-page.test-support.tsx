import { act, type ComponentType } from 'react';
import { mountRoot } from '../../../testing/mount.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { BillingDto } from '@trato/domain/billing/dto';

// Rendering a billing page in a test: a memory router, a fresh query client and the toaster.

/** Lets queries and mutations answered by a stubbed fetch settle. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 5));
  });
}

/** Settles until `done` holds (a loaded machine may need more than one round), at most ~2.5 s. */
export async function settleUntil(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await settle();
}

/** Renders `routes` at `path`; every other page a test may reach is a line of text. */
export async function renderRoutes(routes: Record<string, ComponentType>, path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    Object.entries(routes).map(([p, Component]) => ({ path: p, Component })),
    { initialEntries: [path] },
  );
  const root = mountRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
  });
  await settle();
  return { container, router };
}

export const placeholder = (text: string) => () => <p>{text}</p>;

/** GET /v1/billing of a hosted workspace whose Profesional subscription Stripe ended: free limits apply. */
export const LAPSED_BILLING: BillingDto = {
  mode: 'hosted',
  plan: { id: 'pro', name: 'Profesional', description: '', is_free: false, limits: { active_proposals: 25, active_portals: 10 } },
  limits: { active_proposals: 3, active_portals: 1 },
  subscription: { status: 'canceled', status_description: 'Cancelada', current_period_start: '2026-10-01T00:00:00.000Z', current_period_end: '2026-11-01T00:00:00.000Z', cancel_at_period_end: false, source: 'stripe', source_label: 'Pagado con tarjeta', card: null },
  usage: { active_proposals: 3, active_portals: 0 },
  lapsed: true,
  is_early_adopter: false,
  actions: { checkout: true, cancel: false, portal: true },
};
