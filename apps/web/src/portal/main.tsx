// First: the dark palette and the workspace colour on <html> before anything renders (the CSP forbids inline script).
import './app/boot-theme.ts';
import './portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '../features/errors/lib/chunk-reload.ts';
import { PortalApp } from './app/portal-app.tsx';

// An old tab after a deploy asks for a lazy chunk that no longer exists: reload (once a minute at most).
reloadOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
