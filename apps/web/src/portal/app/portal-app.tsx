import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, redirect, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Toaster } from '../components/toast.tsx';
import { PortalSkeleton } from '../components/page-state.tsx';
import { PortalLayout } from '../layout/portal-layout.tsx';
import { customerProjectQuery } from '../api/get-project.ts';
import { customerProjectsQuery } from '../api/get-projects.ts';
import { storedProjectId } from '../lib/current-project.ts';
import { customerToken } from '../lib/portal-api.ts';
import { rememberPageAsked } from '../lib/after-sign-in.ts';
import { PORTAL_PREFIXES, portalPaths } from '../lib/paths.ts';
import { signInPath } from '../lib/portal-workspace.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a flaky phone network might.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});

/** A page loaded when first visited (the first view carries only the layout). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * SPEC §5: the customer area needs a customer token, else /c/login; the page asked for is
 * remembered, so signing in opens it (a receipt e-mail's link opens that receipt).
 */
const customerGuard = ({ request }: { request: Request }) => {
  if (customerToken()) return null;
  const url = new URL(request.url);
  const asked = `${url.pathname}${url.search}`;
  if (asked.startsWith('/c/') && asked !== portalPaths.dashboard) rememberPageAsked(asked);
  return redirect(signInPath());
};

/**
 * The layout's two reads (the customer's portals, the current project), started by the route's loader
 * with the page's chunk rather than after it, and together rather than one after the other when the
 * project is in the path (issue 33, decision 0085). It waits for neither: the layout reads through the
 * same query options and finds them in the cache or on their way; a failed read is asked again by the
 * layout, which shows its own error or ends the session on a 401.
 */
const prefetchLayoutReads = ({ params }: LoaderFunctionArgs) => {
  if (!customerToken()) return null;
  const asked = params.id ?? storedProjectId();
  void queryClient.prefetchQuery(customerProjectsQuery(asked));
  if (params.id) void queryClient.prefetchQuery(customerProjectQuery(params.id));
  return null;
};

const dashboard = page(() => import('../pages/dashboard-page.tsx'));

function prefixRoutes(prefix: string): RouteObject[] {
  return [
    { path: `${prefix}/login`, lazy: page(() => import('../pages/login-page.tsx')) },
    { path: `${prefix}/unauthorized`, lazy: page(() => import('../pages/unauthorized-page.tsx')) },
    {
      path: prefix,
      loader: customerGuard,
      children: [
        // /@customer-portal is /c/dashboard (SPEC §2.2); /c itself belongs to nobody.
        ...(prefix === '@customer-portal' ? [{ index: true, lazy: dashboard }] : []),
        { path: 'dashboard', lazy: dashboard },
        {
          Component: PortalLayout,
          loader: prefetchLayoutReads,
          children: [
            { path: 'project/:id', lazy: page(() => import('../pages/home-page.tsx')) },
            { path: 'project/:id/files', lazy: page(() => import('../pages/files-page.tsx')) },
            { path: 'files', lazy: page(() => import('../pages/files-page.tsx')) },
            { path: 'payments', lazy: page(() => import('../pages/payments-page.tsx')) },
            { path: 'payments/:paymentId/result', lazy: page(() => import('../pages/checkout-result-page.tsx')) },
            { path: 'receipts/:receiptId', lazy: page(() => import('../pages/receipt-page.tsx')) },
            { path: 'services', lazy: page(() => import('../pages/services-page.tsx')) },
            { path: 'proposal', lazy: page(() => import('../pages/contract-page.tsx')) },
            { path: 'proposals', lazy: page(() => import('../pages/proposals-page.tsx')) },
            { path: 'calendar', lazy: page(() => import('../pages/calendar-page.tsx')) },
            { path: 'help', lazy: page(() => import('../pages/help-page.tsx')) },
          ],
        },
      ],
    },
  ];
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Root,
    HydrateFallback: PortalSkeleton,
    children: [...PORTAL_PREFIXES.flatMap(prefixRoutes), { path: '*', Component: NotFoundPage }],
  },
]);

function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/** The client portal's entry (SPEC §2.2): its own router, query cache and customer token. */
export function PortalApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
