import type { PortalOrganizationDto } from '@trato/domain/portal/dto';
import { useDarkMode } from '../../lib/theme/dark-mode.ts';

/** The provider's logo (logo_dark in dark mode when there is one), else their name. */
export function WorkspaceLogo({ organization }: { organization: Pick<PortalOrganizationDto, 'name' | 'logo' | 'logo_dark'> }) {
  const [dark] = useDarkMode();
  const logo = (dark && organization.logo_dark) || organization.logo;
  if (!logo) return <span className="truncate text-base font-bold tracking-tight">{organization.name}</span>;
  return <img src={logo} alt={`Logo de ${organization.name}`} className="max-h-9 max-w-36 object-contain" />;
}
