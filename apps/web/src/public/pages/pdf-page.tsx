import { useEffect } from 'react';
import { publicPdfUrl } from '../api/download-public-pdf.ts';
import { buttonClass } from '../components/button.tsx';
import { FileIcon } from '../components/icons.tsx';
import { publicPaths } from '../lib/routes.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

/**
 * /p/{slug}/pdf: the browser's own PDF viewer on the API's file (the API forbids framing, so the
 * page hands over to it rather than embedding). The links stay in case the hand-over is blocked.
 */
export default function PdfPage({ slug }: { slug: string }) {
  const href = publicPdfUrl(slug);
  useEffect(() => {
    document.title = M.pdfTitle;
    window.location.replace(href);
  }, [href]);
  return (
    <main className="flex min-h-dvh items-center justify-center px-5">
      <div className="max-w-sm space-y-4 text-center">
        <FileIcon className="mx-auto size-10 text-primary-text" />
        <h1 className="text-xl font-bold">{M.pdfTitle}</h1>
        <div className="flex flex-col gap-2">
          <a href={href} className={buttonClass('primary')}>
            {M.pdfOpen}
          </a>
          <a href={publicPaths.proposal(slug)} className={buttonClass('ghost')}>
            {M.pdfBack}
          </a>
        </div>
      </div>
    </main>
  );
}
