import { Users } from 'lucide-react';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { ActivitySection } from '../../../proposals/components/activity/activity-section.tsx';
import type { ProjectCustomerDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

/** The people who can open the portal with their email. */
export function ProjectCustomers({ customers }: { customers: ProjectCustomerDto[] }) {
  return (
    <ActivitySection id="project-customers" icon={Users} title={M.customersTitle} meta={String(customers.length)} hint={M.customersHint}>
      {customers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.customersEmpty}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={M.customersTitle}>
          {customers.map((c) => (
            <li key={c.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="project-customer">
              <Avatar name={c.name} />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-foreground">{c.name}</p>
                <p className="truncate text-muted-foreground">{c.email}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ActivitySection>
  );
}
