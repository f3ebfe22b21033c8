import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from './portal-view.ts';

/** 'Hola {name}' and the portal's sentence: Inicio's h1, said once rather than above every tab (issue 32 §5). */
export function PortalGreeting() {
  const view = usePortalView();
  const name = view.user?.name ?? view.project.client?.name ?? '';
  return (
    <section className="space-y-1 pb-1" aria-labelledby="portal-hello">
      <h1 id="portal-hello" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {M.hello(name)}
      </h1>
      <p className="text-muted-foreground">{M.intro}</p>
    </section>
  );
}
