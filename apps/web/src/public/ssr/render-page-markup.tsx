import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { PublicApp } from '../app/public-app.tsx';
import { ServerPageContext, type ServerPage } from './server-page.ts';

/**
 * The page's markup, once everything in it is ready (a lazy part included). Any error thrown while
 * rendering is thrown here: the server then sends the client-only page instead of markup with a
 * skeleton where the error was.
 */
export async function renderPageMarkup(page: ServerPage): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerPageContext value={page}>
        <PublicApp />
      </ServerPageContext>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
