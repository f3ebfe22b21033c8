import { lazy, Suspense } from 'react';
import { NotFound, ProposalSkeleton } from '../components/page-state.tsx';
import { useLocation } from '../lib/navigation.ts';
import { matchRoute } from '../lib/routes.ts';
import { PublicProposalPage } from '../proposal/public-proposal-page.tsx';

// Only the proposal itself is on the first view; the other pages load when visited.
const AcceptedPage = lazy(() => import('../pages/accepted-page.tsx'));
const DemoPage = lazy(() => import('../demo/demo-page.tsx'));
const LoginPage = lazy(() => import('../pages/login-page.tsx'));
const PayPage = lazy(() => import('../pay/pay-page.tsx'));
const PdfPage = lazy(() => import('../pages/pdf-page.tsx'));
const PaymentResultPage = lazy(() => import('../pages/payment-result-page.tsx'));
const TermsPage = lazy(() => import('../pages/terms-page.tsx'));

/** The public entry: a path switch over SPEC §2.3's pages and /terminos. */
export function PublicApp() {
  const location = useLocation();
  // Only the path and query matter here; the base just lets URL parse them (there is no window on the server).
  const url = new URL(location, 'http://localhost');
  const route = matchRoute(url.pathname);
  return (
    <Suspense fallback={<ProposalSkeleton />}>
      {route.page === 'proposal' && <PublicProposalPage key={route.slug} slug={route.slug} />}
      {route.page === 'accepted' && <AcceptedPage slug={route.slug} magicLink={url.searchParams.get('magic_link')} />}
      {route.page === 'login' && <LoginPage slug={route.slug} />}
      {route.page === 'pdf' && <PdfPage slug={route.slug} />}
      {route.page === 'demo' && <DemoPage slug={route.slug} />}
      {route.page === 'payment' && (
        <PaymentResultPage
          slug={route.slug}
          paymentId={url.searchParams.get('payment_id')}
          left={url.searchParams.get('left') === '1' || ['rejected', 'null'].includes(url.searchParams.get('collection_status') ?? '')}
        />
      )}
      {route.page === 'terms' && <TermsPage />}
      {route.page === 'pay' && <PayPage key={route.token} token={route.token} result={url.searchParams.get('resultado')} />}
      {route.page === 'not-found' && <NotFound page />}
    </Suspense>
  );
}
