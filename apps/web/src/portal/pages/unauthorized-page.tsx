import { Link } from 'react-router';
import { buttonClass } from '../../public/components/button.tsx';
import { XIcon } from '../../public/components/icons.tsx';
import { PageMessage } from '../components/page-state.tsx';
import { LogoutButton } from '../layout/logout-button.tsx';
import { customerToken } from '../lib/portal-api.ts';
import { portalPaths } from '../lib/paths.ts';
import { signInPath } from '../lib/portal-workspace.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/** /c/unauthorized: a portal this customer may not see (the API answered 404). */
export default function UnauthorizedPage() {
  const signedIn = customerToken() !== null;
  return (
    <PageMessage title={M.unauthorizedTitle} text={M.unauthorizedText} icon={<XIcon className="size-7" />}>
      {signedIn ? (
        <>
          <Link to={portalPaths.dashboard} className={buttonClass('primary')}>
            {M.goToMyPortal}
          </Link>
          <LogoutButton />
        </>
      ) : (
        <Link to={signInPath()} className={buttonClass('primary')}>
          {M.signInAgain}
        </Link>
      )}
    </PageMessage>
  );
}
