import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { useDarkMode } from '../../lib/theme/dark-mode.ts';

/** The workspace's logo (the dark one in dark mode when it has one), or its name. */
export function WorkspaceBrand({ organization }: { organization: PublicProposalDto['organization'] }) {
  const [dark] = useDarkMode();
  const logo = (dark && organization.logo_dark) || organization.logo;
  if (!logo) return <p className="text-sm font-semibold text-muted-foreground">{organization.name}</p>;
  return <img src={logo} alt={`Logo de ${organization.name}`} className="mx-auto max-h-10 max-w-40 object-contain" />;
}
