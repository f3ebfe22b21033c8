// First: dark palette and workspace colour on <html> before anything renders.
import './app/boot-theme.ts';
import './styles/index.css';
import './app/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnPreloadError } from './features/errors/lib/chunk-reload.ts';

reloadOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them, instead of one long task that a phone feels as a frozen page (issue 33).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
