import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';

/** Rendering a billing page in a test: a memory router, a fresh query client and the toaster. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Lets queries and mutations answered by a stubbed fetch settle. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 5));
  });
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
  root = createRoot(container);
  await act(async () => {
    root!.render(
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
