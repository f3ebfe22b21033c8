import { Outlet } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Logo } from '../../components/ui/logo.tsx';

const POINTS = [
  'Cotizaciones online que tus clientes firman desde el teléfono.',
  'Un portal por proyecto con archivos, pagos e hitos.',
  'Cobros y recordatorios sin planillas.',
] as const;

/** Auth layout: the form on the left, a brand panel in the primary colour on large screens. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <div className="flex flex-col px-5 py-6 sm:px-10">
        <header>
          <Logo />
        </header>
        <main id="contenido" className="flex flex-1 items-start justify-center pt-10 pb-10 sm:items-center">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
        <footer className="text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Trato</footer>
      </div>
      <aside className="relative hidden overflow-hidden bg-primary lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-end" aria-hidden="true">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_85%_70%,rgb(0_0_0/0.25),transparent_50%)]" />
        <div className="absolute -top-24 -right-24 size-96 rounded-full border border-white/15" />
        <div className="absolute top-40 -right-10 size-64 rounded-full border border-white/10" />
        <div className="relative p-12 text-primary-foreground xl:p-16">
          <p className="max-w-md text-3xl leading-tight font-semibold tracking-tight">
            Cotiza, cierra y trabaja con tus clientes en un solo lugar.
          </p>
          <ul className="mt-8 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-base opacity-90">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
