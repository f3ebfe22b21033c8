import { Link } from 'react-router';
import { buttonClass } from '../../public/components/button.tsx';
import { MessageIcon } from '../../public/components/icons.tsx';
import { Card, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from '../view/portal-view.ts';

/** Ayuda (/c/help): how the portal works and how to reach the provider. */
export default function HelpPage() {
  const { hrefFor, organization, readOnly } = usePortalView();
  return (
    <>
      <PageHeading title={M.helpTitle} text={M.helpIntro} />
      <div className="space-y-4">
        <Card title={M.contactTitle}>
          <p className="text-sm text-foreground/85">{M.contactText}</p>
          <p className="mt-1 text-sm text-muted-foreground">{organization.name}</p>
          {!readOnly && (
            <Link to={`${hrefFor('home')}#comentarios`} className={buttonClass('primary', 'mt-4')}>
              <MessageIcon className="size-4" />
              {M.contactWrite}
            </Link>
          )}
        </Card>
        <Card title={M.howTitle}>
          <dl className="grid gap-4 sm:grid-cols-2">
            {M.helpSteps.map((step) => (
              <div key={step.title} className="rounded-xl bg-surface-muted p-4">
                <dt className="font-semibold">{step.title}</dt>
                <dd className="mt-1 text-sm text-foreground/80">{step.text}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={M.accessTitle}>
          <p className="text-sm text-foreground/85">{M.accessText}</p>
        </Card>
      </div>
    </>
  );
}
