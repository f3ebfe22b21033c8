import { publicPaths } from '../lib/routes.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

/** The page's foot: the terms of electronic acceptance and who made the page. */
export function PageFooter() {
  return (
    <footer className="flex flex-col items-center gap-1 py-6 text-center text-xs text-muted-foreground sm:flex-row sm:justify-between">
      <a href={publicPaths.terms} className="underline-offset-2 hover:underline">
        {M.termsLink}
      </a>
      <span>{M.poweredBy}</span>
    </footer>
  );
}
