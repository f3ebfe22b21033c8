import { can } from '@trato/domain/workspace/roles';
import { Alert } from '../../../../components/ui/alert.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../../components/ui/spinner.tsx';
import { useAccount } from '../../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../../lib/breadcrumbs.ts';
import { useCollections } from '../../api/collections.ts';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';
import { SETTINGS_UI } from '../../messages.ts';
import { Section } from '../settings-section.tsx';
import { BankAccounts } from './bank-accounts.tsx';
import { IdentityForm } from './identity-form.tsx';
import { MethodsTable } from './methods-table.tsx';
import { ProviderCard } from './provider-card.tsx';
import { WebhookAddresses } from './webhook-addresses.tsx';

/** /settings/collections — settings «Cobros» (issue 31 §1, decision 0067). */
export function CollectionsPage() {
  useBreadcrumbs([{ name: SETTINGS_UI.breadcrumb, path: '/settings' }, { name: M.title }]);
  const { data: account } = useAccount();
  const collections = useCollections();
  const editable = can(account?.role, 'workspace:update');
  const workspaceCurrency = account?.workspace?.currency_code ?? account?.workspace?.default_currency ?? null;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {collections.isPending || !account ? (
        <PageSpinner />
      ) : collections.isError ? (
        <LoadError title={M.loadError} error={collections.error} onRetry={() => void collections.refetch()} />
      ) : (
        <>
          {!editable && <Alert tone="warning">{M.noPermission}</Alert>}
          <Section title={M.identitySection} hint={M.identityHint}>
            <IdentityForm key={collections.data.identity ? 'saved' : 'empty'} identity={collections.data.identity} editable={editable} />
          </Section>
          <Section title={M.banksSection} hint={M.banksHint}>
            <BankAccounts accounts={collections.data.bank_accounts} editable={editable} defaultCurrency={workspaceCurrency} />
          </Section>
          <Section title={M.providersSection} hint={M.providersHint}>
            <ProviderCard provider="mercadopago" status={collections.data.providers.mercadopago} editable={editable} />
            <ProviderCard provider="stripe" status={collections.data.providers.stripe} editable={editable} />
          </Section>
          <Section title={M.webhooksSection} hint={M.webhooksHint}>
            <WebhookAddresses webhooks={collections.data.webhooks} />
          </Section>
          {collections.data.currencies.length > 0 && (
            <Section title={M.methodsSection} hint={M.methodsHint}>
              <MethodsTable currencies={collections.data.currencies} />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
