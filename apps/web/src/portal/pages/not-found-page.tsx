import { Link } from 'react-router';
import { buttonClass } from '../../public/components/button.tsx';
import { SearchIcon } from '../../public/components/icons.tsx';
import { PageMessage } from '../components/page-state.tsx';
import { portalPaths } from '../lib/paths.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

export function NotFoundPage() {
  return (
    <PageMessage title={M.pageNotFoundTitle} text={M.pageNotFoundText} icon={<SearchIcon className="size-7" />}>
      <Link to={portalPaths.dashboard} className={buttonClass('primary')}>
        {M.backHome}
      </Link>
    </PageMessage>
  );
}
