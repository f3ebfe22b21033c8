// First: dark palette and workspace colour on <html> before anything renders.
import './app/boot-theme.ts';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnPreloadError } from './features/errors/lib/chunk-reload.ts';

reloadOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
