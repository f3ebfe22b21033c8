/** The portal's text input look (16 px on phones so iOS does not zoom in). */
export const FIELD =
  'block h-11 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground focus:border-primary focus:ring-2 focus:ring-ring focus:outline-none sm:text-sm';
