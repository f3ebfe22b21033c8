// First: the dark palette on <html> before anything renders (no inline script: the CSP forbids it).
import './app/boot-theme.ts';
import './public.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '../features/errors/lib/chunk-reload.ts';
import { PublicApp } from './app/public-app.tsx';

// An old tab after a deploy asks for a lazy chunk that no longer exists: reload (once a minute at most).
reloadOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
