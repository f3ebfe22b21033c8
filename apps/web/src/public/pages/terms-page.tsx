import { useEffect } from 'react';
import { TERMS_SECTIONS, TERMS_TITLE, TERMS_VERSION } from '@trato/domain/proposals/terms';
import { formatDay } from '@trato/domain/date-format';

/** /terminos: the terms of electronic acceptance linked from the signature modal. */
export default function TermsPage() {
  useEffect(() => {
    document.title = TERMS_TITLE;
  }, []);
  return (
    <main className="mx-auto max-w-2xl px-5 py-10 sm:py-16">
      <article className="space-y-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{TERMS_TITLE}</h1>
          <p className="text-sm text-muted-foreground" data-testid="terms-version">
            Versión {TERMS_VERSION} · vigente desde el {formatDay(`${TERMS_VERSION}T00:00:00.000Z`)}
          </p>
        </header>
        {TERMS_SECTIONS.map((section) => (
          <section key={section.title} className="space-y-2">
            <h2 className="text-lg font-semibold text-foreground">{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="leading-relaxed text-foreground/85">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
