import { useEffect } from 'react';
import { buttonClass } from '../components/button.tsx';
import { CheckIcon } from '../components/icons.tsx';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { navigate } from '../lib/navigation.ts';
import { publicPaths } from '../lib/routes.ts';
import { useProposalLook } from '../pages/use-proposal-look.ts';
import { DEMO_MESSAGES as M } from './messages.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/**
 * /p/{slug}/demo: where signing a demo workspace's proposal leads (SPEC §4: demo workspaces cannot
 * sign). Says the proposal is a sample, what the client would have got after signing, what Trato
 * is, and links to sign up. A proposal that is not a demo goes back to its own page.
 */
export default function DemoPage({ slug }: { slug: string }) {
  const proposal = useProposalLook(slug);
  useEffect(() => {
    document.title = M.documentTitle;
  }, []);
  useEffect(() => {
    if (proposal && !proposal.is_demo) navigate(publicPaths.proposal(slug), { replace: true });
  }, [proposal, slug]);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10 sm:px-5 sm:py-16">
      <div className="w-full max-w-xl space-y-6 rounded-2xl border border-border bg-surface p-5 sm:p-10">
        <div className="space-y-3 text-center">
          {proposal && <WorkspaceBrand organization={proposal.organization} />}
          <p className="mx-auto w-fit rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-text">{M.badge}</p>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{M.title}</h1>
          {proposal && <p className="text-muted-foreground">{M.intro(proposal.name.trim() || UNTITLED, proposal.organization.name)}</p>}
        </div>
        <section className="space-y-3 rounded-xl bg-surface-muted p-4 sm:p-5" aria-labelledby="demo-after-title">
          <h2 id="demo-after-title" className="text-sm font-semibold">
            {M.afterTitle}
          </h2>
          <ul className="space-y-2.5 text-sm text-foreground/85">
            {M.afterSteps.map((step) => (
              <li key={step} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                <span>{step}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="space-y-2" aria-labelledby="demo-what-title">
          <h2 id="demo-what-title" className="text-base font-semibold">
            {M.whatTitle}
          </h2>
          <p className="text-sm leading-relaxed text-foreground/85">{M.whatText}</p>
        </section>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <a href="/register" className={buttonClass('primary', 'sm:flex-1')}>
            {M.signUp}
          </a>
          <a href={publicPaths.proposal(slug)} className={buttonClass('ghost', 'sm:flex-1')}>
            {M.back}
          </a>
        </div>
      </div>
    </main>
  );
}
