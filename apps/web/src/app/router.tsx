import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary, InShellErrorBoundary } from '../features/errors/components/route-error-boundary.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { nextTask } from '../lib/next-task.ts';
import { setIntentPrefetcher } from '../lib/route-intent.ts';
import { discardEarlyAccountAfterFirstNavigation } from '../lib/auth/early-account.ts';
import { appLoader, checkoutLoader, guestLoader, registerStepLoader } from './guards.ts';
import { superadminLoader } from '../features/superadmin/guard.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { isPrefetchLoader, prefetchLoader } from './route-prefetch.ts';
import { dashboardMetricsQueryOptions } from '../features/dashboard/api/get-dashboard-metrics.ts';
import { linesQueryOptions } from '../features/lines/api/get-lines.ts';
import { proposalQueryOptions } from '../features/proposals/api/get-proposal.ts';
import { proposalsQueryOptions } from '../features/proposals/api/get-proposals.ts';
import { readProposalListParams } from '../features/proposals/lib/list-params.ts';

/**
 * A lazily loaded page: its module is fetched when the route is first visited. The fetch starts in a
 * task of its own: asking for a page's chunks adds a modulepreload link per file (~30 for the
 * dashboard with its layout, ~25 ms, ~100 ms on a phone), which otherwise lengthened the first
 * navigation's task (issue 33).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    await nextTask();
    return { Component: pick(await load()) };
  };
}

const layout = page;

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The first reads of the most visited pages, started by their route's loader together with the guard
 * (decision 0085), through the query options the page itself uses.
 */
const FIRST_READS = {
  // The sidebar's business lines, on every page of the admin layout.
  adminShell: prefetchLoader((_args, start) => void start(linesQueryOptions())),
  dashboard: prefetchLoader((_args, start) => void start(dashboardMetricsQueryOptions())),
  // The list (not the board, whose columns read by status) with the filters in the URL.
  proposals: prefetchLoader(({ request }, start) => {
    const search = searchOf(request);
    if (search.get('mode') === 'board') return;
    const { page: pageNumber, text, line, trashed } = readProposalListParams(search);
    void start(proposalsQueryOptions({ page: pageNumber, text, line, trashed }));
  }),
  proposal: prefetchLoader(({ params }, start) => {
    if (params.id) void start(proposalQueryOptions(params.id));
  }),
  // Its module is fetched with the page's chunk, not carried by every page's first screen.
  payments: prefetchLoader(({ request }, start) => {
    const search = searchOf(request);
    // In a task of its own, as the pages' chunks (page() above): the import appends its preload links.
    void nextTask()
      .then(() => import('../features/payments/api/first-reads.ts'))
      .then(
        (m) => m.startPaymentsFirstReads(search, start),
        () => undefined, // the page reads for itself
      );
  }),
};

/** The admin sections inside the admin layout (each page loaded when first visited). */
const ADMIN_PAGES: RouteObject[] = [
  {
    path: 'proposals',
    loader: FIRST_READS.proposals,
    lazy: page(() => import('../features/proposals/components/proposals-page.tsx'), (m) => m.ProposalsPage),
  },
  { path: 'proposals/:id', loader: FIRST_READS.proposal, lazy: page(() => import('../features/proposals/components/proposal-detail-page.tsx'), (m) => m.ProposalDetailPage) },
  {
    path: 'proposals/:id/preview',
    lazy: page(() => import('../features/proposals/components/proposal-preview-page.tsx'), (m) => m.ProposalPreviewPage),
  },
  { path: 'proposals/:id/share', lazy: page(() => import('../features/proposals/components/proposal-share-page.tsx'), (m) => m.ProposalSharePage) },
  {
    path: 'proposals/:id/edit',
    lazy: page(() => import('../features/proposals/builder/proposal-builder-page.tsx'), (m) => m.ProposalBuilderPage),
  },
  // SPEC §2.1 lists /create too: the same builder.
  {
    path: 'proposals/:id/create',
    lazy: page(() => import('../features/proposals/builder/proposal-builder-page.tsx'), (m) => m.ProposalBuilderPage),
  },
  { path: 'projects', lazy: page(() => import('../features/projects/components/projects-page.tsx'), (m) => m.ProjectsPage) },
  { path: 'projects/:id', lazy: page(() => import('../features/projects/components/project-detail-page.tsx'), (m) => m.ProjectDetailPage) },
  { path: 'projects/:id/edit', lazy: page(() => import('../features/projects/components/project-edit-page.tsx'), (m) => m.ProjectEditPage) },
  { path: 'projects/:id/create', lazy: page(() => import('../features/projects/components/project-wizard-page.tsx'), (m) => m.ProjectWizardPage) },
  { path: 'clients', lazy: page(() => import('../features/clients/components/clients-page.tsx'), (m) => m.ClientsPage) },
  { path: 'clients/:id', lazy: page(() => import('../features/clients/components/client-detail-page.tsx'), (m) => m.ClientDetailPage) },
  { path: 'clients/:id/edit', lazy: page(() => import('../features/clients/components/client-edit-page.tsx'), (m) => m.ClientEditPage) },
  { path: 'line/:slug?', lazy: page(() => import('../features/lines/components/line-page.tsx'), (m) => m.LinePage) },
  { path: 'calendar', lazy: page(() => import('../features/calendar/components/calendar-page.tsx'), (m) => m.CalendarPage) },
  { path: 'payments', loader: FIRST_READS.payments, lazy: page(() => import('../features/payments/components/payments-page.tsx'), (m) => m.PaymentsPage) },
  { path: 'services', lazy: page(() => import('../features/services/components/services-page.tsx'), (m) => m.ServicesPage) },
];

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: () => redirect('/dashboard') },

      // Guest pages (login, sign-up, password recovery): auth layout.
      {
        loader: guestLoader,
        lazy: layout(() => import('./layouts/auth-layout.tsx'), (m) => m.AuthLayout),
        children: [
          { path: 'login', lazy: page(() => import('../features/auth/components/login-page.tsx'), (m) => m.LoginPage) },
          { path: 'register', lazy: page(() => import('../features/register/components/register-page.tsx'), (m) => m.RegisterPage) },
          {
            path: 'auth/forgot',
            lazy: page(() => import('../features/auth/components/forgot-password-page.tsx'), (m) => m.ForgotPasswordPage),
          },
          {
            path: 'auth/reset',
            lazy: page(() => import('../features/auth/components/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
          },
        ],
      },

      // Sign-up steps before a session exists (verification, Google confirmation): auth layout.
      {
        lazy: layout(() => import('./layouts/auth-layout.tsx'), (m) => m.AuthLayout),
        children: [
          { path: 'register/verify', lazy: page(() => import('../features/register/components/verify-page.tsx'), (m) => m.VerifyPage) },
          { path: 'register/confirm', lazy: page(() => import('../features/register/components/confirm-page.tsx'), (m) => m.ConfirmPage) },
          {
            path: 'team/accept',
            lazy: page(() => import('../features/team/components/accept-invitation-page.tsx'), (m) => m.AcceptInvitationPage),
          },
          {
            path: 'register/finish',
            lazy: async () => {
              const m = await import('../features/register/components/finish-page.tsx');
              return { loader: m.finishLoader, Component: m.FinishPage };
            },
          },
        ],
      },

      // Sign-up steps with a session: auth guard, each step sent where the workspace really is.
      {
        lazy: layout(() => import('./layouts/auth-layout.tsx'), (m) => m.AuthLayout),
        children: [
          {
            path: 'register/survey',
            loader: registerStepLoader('survey'),
            lazy: page(() => import('../features/register/components/survey-page.tsx'), (m) => m.SurveyPage),
          },
          {
            path: 'register/config',
            loader: registerStepLoader('config'),
            lazy: page(() => import('../features/register/components/config-page.tsx'), (m) => m.ConfigPage),
          },
          {
            path: 'register/plan',
            loader: registerStepLoader('plan'),
            lazy: page(() => import('../features/register/components/plan-page.tsx'), (m) => m.PlanPage),
          },
          {
            path: 'register/welcome',
            loader: registerStepLoader('welcome'),
            lazy: page(() => import('../features/register/components/welcome-page.tsx'), (m) => m.WelcomePage),
          },
        ],
      },

      // OAuth return: no layout.
      {
        lazy: layout(() => import('./layouts/none-layout.tsx'), (m) => m.NoneLayout),
        children: [{ path: 'callback', lazy: page(() => import('../features/auth/components/callback-page.tsx'), (m) => m.CallbackPage) }],
      },

      // Checkout: the signed-in app, or the SPEC §4 resubscribe flow (token in the register session).
      {
        loader: checkoutLoader,
        shouldRevalidate: () => true,
        lazy: layout(() => import('./layouts/checkout-layout.tsx'), (m) => m.CheckoutLayout),
        children: [
          {
            errorElement: <InShellErrorBoundary />,
            children: [
              { path: 'checkout', lazy: page(() => import('../features/billing/components/checkout-page.tsx'), (m) => m.CheckoutPage) },
              {
                path: 'checkout/plans',
                lazy: page(() => import('../features/billing/components/checkout-plans-page.tsx'), (m) => m.CheckoutPlansPage),
              },
            ],
          },
        ],
      },

      // The signed-in app: auth + checkSubscription on every navigation.
      {
        id: 'app',
        loader: appLoader,
        shouldRevalidate: () => true,
        children: [
          { path: 'projects/:id/client/*', lazy: page(() => import('../features/projects/client-view/client-view-page.tsx'), (m) => m.ClientViewPage) },
          {
            loader: FIRST_READS.adminShell,
            lazy: layout(() => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
            children: [
              {
                errorElement: <InShellErrorBoundary />,
                children: [
                  { path: 'dashboard', loader: FIRST_READS.dashboard, lazy: page(() => import('../features/dashboard/components/dashboard-page.tsx'), (m) => m.DashboardPage) },
                  ...ADMIN_PAGES,
                ],
              },
            ],
          },
          {
            lazy: layout(() => import('./layouts/settings-layout.tsx'), (m) => m.SettingsLayout),
            children: [
              {
                errorElement: <InShellErrorBoundary />,
                children: [
                  { path: 'settings', lazy: page(() => import('../features/settings/components/settings-page.tsx'), (m) => m.SettingsPage) },
                  { path: 'settings/collections', lazy: page(() => import('../features/settings/components/collections/collections-page.tsx'), (m) => m.CollectionsPage) },
                  { path: 'billing', lazy: page(() => import('../features/billing/components/billing-page.tsx'), (m) => m.BillingPage) },
                  { path: 'team', lazy: page(() => import('../features/team/components/team-page.tsx'), (m) => m.TeamPage) },
                ],
              },
            ],
          },
          {
            lazy: layout(() => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
            // Superadmin only (anyone else gets the 404 page): the instance's lists and its diagnostics.
            children: [
              {
                loader: superadminLoader,
                errorElement: <InShellErrorBoundary />,
                children: [
                  { path: 'superadmin', lazy: page(() => import('../features/superadmin/components/superadmin-page.tsx'), (m) => m.SuperadminPage) },
                  { path: 'tests', lazy: page(() => import('../features/diagnostics/components/tests-page.tsx'), (m) => m.TestsPage) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;
let created: AppRouter | undefined;

/**
 * The app's router, made on the first render rather than when this module loads (issue 33): making
 * it starts the first navigation (the guard, the lazy pages and their preloads: ~45 ms, ~180 ms on a
 * phone), which then runs in the render's task instead of lengthening the one that evaluates the
 * app's modules, already the longest of the page's load.
 */
export function appRouter(): AppRouter {
  if (created) return created;
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  setIntentPrefetcher(prefetchRoute);
  // The boot script's account read is for the first navigation (lib/auth/early-account.ts): once that
  // one is done, whatever it did not take is out of date.
  discardEarlyAccountAfterFirstNavigation(router);
  created = router;
  return router;
}

/**
 * Prefetch on intent (decision 0085): a sidebar link hovered or focused starts loading its page's
 * chunks and its first reads, so the click that usually follows finds them on their way or done.
 * Only the modules (the browser keeps them) and the prefetch loaders run; no guard, no navigation.
 */
function prefetchRoute(href: string): void {
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  for (const { route, params } of matches) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    if (isPrefetchLoader(route.loader) && typeof route.loader === 'function') {
      void Promise.resolve(route.loader({ request: new Request(url), params, context: undefined } as Parameters<typeof route.loader>[0])).catch(() => undefined);
    }
  }
}
