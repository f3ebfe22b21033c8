import { useEffect } from 'react';
import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { clearRegisterSession } from '../../../lib/register-session.ts';
import { REGISTER_UI as M } from '../messages.ts';

/** /register/welcome — the sign-up is over; on to the dashboard. */
export function WelcomePage() {
  const { data: account } = useAccount();
  const firstName = account?.user.firstName || account?.user.name || '';

  useEffect(() => {
    clearRegisterSession();
  }, []);

  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary-text">
        <PartyPopper className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{M.welcomeTitle(firstName)}</h1>
      <p className="mt-3 text-muted-foreground">{M.welcomeText}</p>
      <Link to="/dashboard" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
        {M.goToDashboard}
      </Link>
    </div>
  );
}
