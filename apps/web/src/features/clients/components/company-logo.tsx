import { initials } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';

/** A company's logo on a white tile, or its initials when it has none. */
export function CompanyLogo({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border text-sm font-semibold',
        logo ? 'bg-white' : 'bg-primary-soft text-primary-text',
        className,
      )}
      aria-hidden="true"
    >
      {logo ? <img src={logo} alt="" className="max-h-full max-w-full object-contain p-1" /> : initials(name)}
    </span>
  );
}
