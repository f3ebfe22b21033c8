import type { PortalNavKey } from '@trato/domain/portal/navigation';
import { BriefcaseIcon, CalendarIcon, CardIcon, FolderIcon, HelpIcon, HomeIcon, SignatureIcon } from '../components/icons.tsx';

export const NAV_ICONS: Record<PortalNavKey, typeof HomeIcon> = {
  home: HomeIcon,
  files: FolderIcon,
  payments: CardIcon,
  services: BriefcaseIcon,
  contract: SignatureIcon,
  calendar: CalendarIcon,
  help: HelpIcon,
};
