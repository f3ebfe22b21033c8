import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useCompany } from '../api/get-company.ts';
import type { Company } from '../api/types.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { companyNameFor } from '@trato/domain/clients/schemas';
import { CLIENTS_UI as M } from '../messages.ts';
import { ClientForm, type ClientFormValues } from './client-form.tsx';

function toValues(c: Company): ClientFormValues {
  return {
    name: c.contact?.name ?? '',
    email: c.contact?.email ?? '',
    phone: c.contact?.phone ?? '',
    logo: c.logo ?? '',
    company_name: c.is_person ? '' : c.name,
    is_person: c.is_person,
  };
}

function EditForm({ company }: { company: Company }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const updateCustomer = useUpdateCustomer();
  const updateCompany = useUpdateCompany();
  return (
    <ClientForm
      initial={toValues(company)}
      submitText={M.save}
      onCancel={() => navigate(`/clients/${company.id}`)}
      onSubmit={async (values) => {
        // The contact first: its email is what may be refused (already used by another client).
        if (company.contact) await updateCustomer.mutateAsync({ id: company.contact.id, name: values.name, email: values.email, phone: values.phone });
        await updateCompany.mutateAsync({ id: company.id, name: companyNameFor(values), logo: values.logo, is_person: values.is_person });
        await qc.invalidateQueries({ queryKey: ['companies'] });
        toast.success(M.updated);
        navigate(`/clients/${company.id}`);
      }}
    />
  );
}

/** /clients/{id}/edit: the client form filled with the company and its main contact. */
export function ClientEditPage() {
  const { id = '' } = useParams();
  const query = useCompany(id);
  useBreadcrumbs([{ name: M.title, path: '/clients' }, { name: query.data?.name ?? '…', path: `/clients/${id}` }, { name: M.editBreadcrumb }]);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <Link to={`/clients/${id}`} className={buttonClasses('link', 'sm', 'text-sm')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {query.data?.name ?? M.back}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{M.formTitleEdit}</h1>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="danger" title={isApiError(query.error) && query.error.status === 404 ? M.notFound : M.detailError} />
      ) : (
        <Card className="p-5 sm:p-6">
          <EditForm company={query.data} />
        </Card>
      )}
    </div>
  );
}
