import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { CheckIcon } from '../../public/components/icons.tsx';
import { useOptionalServices } from '../api/get-services.ts';
import { useRequestQuote } from '../api/request-quote.ts';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { ServiceText } from '../components/service-text.tsx';
import { toast } from '../components/toast.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from '../view/portal-view.ts';

/**
 * Servicios (/c/services): what the project includes, and the optional services the client can tick
 * and ask a quote for ('Solicitar cotización' → the provider is notified).
 */
export default function ServicesPage() {
  const { project, readOnly } = usePortalView();
  const extra = useOptionalServices(project.id, !readOnly);
  const included = project.services.filter((s) => !s.optional);
  const optional = [...project.services.filter((s) => s.optional)];
  for (const s of extra.data?.data ?? []) if (!optional.some((o) => o.id === s.id)) optional.push(s);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const quote = useRequestQuote(project.id);

  function toggle(id: string) {
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function ask() {
    if (chosen.size === 0) {
      toast.error(M.selectOne);
      return;
    }
    quote.mutate([...chosen], {
      onSuccess: (res) => {
        toast.success(res.message || M.quoteSent);
        setChosen(new Set());
        void extra.refetch();
      },
      onError: (error) => toast.error(errorMessage(error, M.quoteFailed)),
    });
  }

  return (
    <>
      <PageHeading title={M.servicesTitle} text={M.servicesIntro} />
      <div className="space-y-4">
        <Card title={M.included}>
          {included.length === 0 ? (
            <EmptyState>{M.servicesEmpty}</EmptyState>
          ) : (
            <ul className="divide-y divide-border">
              {included.map((s) => (
                <li key={s.id} className="flex gap-3 py-3" data-testid="portal-service">
                  <ServiceText service={s} currency={project.currency_code} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        {optional.length > 0 && (
          <Card title={M.optional}>
            <p className="-mt-2 mb-3 text-sm text-muted-foreground">{M.optionalHint}</p>
            <ul className="divide-y divide-border">
              {optional.map((s) => (
                <li key={s.id} className="py-3" data-testid="portal-optional-service">
                  <label className="flex cursor-pointer gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-(--primary)"
                      checked={chosen.has(s.id) || s.requested}
                      disabled={readOnly || s.requested || quote.isPending}
                      onChange={() => toggle(s.id)}
                    />
                    <ServiceText service={s} currency={project.currency_code} />
                  </label>
                  {s.requested && (
                    <p className="mt-1 ml-8 inline-flex items-center gap-1 text-xs font-medium text-success">
                      <CheckIcon className="size-3.5" />
                      {M.quoteAlreadyRequested}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            {!readOnly && (
              <div className="mt-4 flex justify-end">
                <Button onClick={ask} disabled={quote.isPending || chosen.size === 0}>
                  {quote.isPending ? M.requesting : M.requestQuote}
                </Button>
              </div>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
