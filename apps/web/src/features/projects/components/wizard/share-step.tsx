import { useState } from 'react';
import { Link2, Mail } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { CompanyLogo } from '../../../clients/components/company-logo.tsx';
import { StepHeading } from '../../../proposals/builder/steps/step-heading.tsx';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { useAccessActions } from '../actions/use-project-actions.ts';

/**
 * Step 4 Compartir acceso: who will get in (the customers with access, else the client's contact),
 * send the access by email or copy the sign-in link. The portal is published first: a portal in
 * set-up has no access to share.
 */
export function ShareStep({ project, ensurePublished }: { project: ProjectDto; ensurePublished: () => Promise<boolean> }) {
  const [busy, setBusy] = useState<'send' | 'copy' | null>(null);
  const access = useAccessActions();
  const contact = project.client?.contact ?? null;
  const people = project.customers.length > 0 ? project.customers : contact ? [contact] : [];

  const run = async (kind: 'send' | 'copy') => {
    setBusy(kind);
    try {
      if (!(await ensurePublished())) return;
      await (kind === 'send' ? access.sendAccessEmail(project.id) : access.copyAccessLink(project.id));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section>
      <StepHeading title={M.shareTitle} intro={M.shareIntro} />
      {people.length === 0 ? (
        <Alert tone="warning">{M.noCustomers}</Alert>
      ) : (
        <ul className="mb-6 divide-y divide-border rounded-xl border border-border" aria-label={M.customersTitle}>
          {people.map((p) => (
            <li key={p.id} className="flex items-center gap-3 p-3">
              <CompanyLogo name={p.name} logo={null} />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-foreground">{p.name}</p>
                <p className="truncate text-muted-foreground">{p.email}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button loading={busy === 'send'} disabled={people.length === 0 || busy !== null} onClick={() => void run('send')}>
          {busy !== 'send' && <Mail className="size-4" aria-hidden="true" />}
          {M.sendAccess}
        </Button>
        <Button variant="outline" loading={busy === 'copy'} disabled={people.length === 0 || busy !== null} onClick={() => void run('copy')}>
          {busy !== 'copy' && <Link2 className="size-4" aria-hidden="true" />}
          {M.copyAccessLink}
        </Button>
      </div>
    </section>
  );
}
