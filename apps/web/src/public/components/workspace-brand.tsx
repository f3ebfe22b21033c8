import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';

/**
 * The workspace's logo (the dark one in dark mode when it has one), or its name. With a dark logo
 * both versions are in the markup and CSS shows the one for the page's theme (the `dark` variant:
 * html.dark, or the system's preference while the page is still `theme-auto`), so the right one is
 * there from the first paint, before any script (decision 0044). `loading="lazy"` keeps the hidden
 * image from being downloaded.
 */
export function WorkspaceBrand({ organization }: { organization: Pick<PublicProposalDto['organization'], 'logo' | 'logo_dark' | 'name'> }) {
  const { logo, logo_dark: logoDark, name } = organization;
  const alt = `Logo de ${name}`;
  const className = 'mx-auto max-h-10 max-w-40 object-contain';
  const light = logo ? (
    <img src={logo} alt={alt} loading={logoDark ? 'lazy' : undefined} className={logoDark ? `${className} dark:hidden` : className} />
  ) : (
    <p className={logoDark ? 'text-sm font-semibold text-muted-foreground dark:hidden' : 'text-sm font-semibold text-muted-foreground'}>{name}</p>
  );
  if (!logoDark) return light;
  return (
    <>
      {light}
      <img src={logoDark} alt={alt} loading="lazy" className={`${className} hidden dark:block`} />
    </>
  );
}
