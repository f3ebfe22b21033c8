import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isPublicPagePath } from '../../packages/domain/src/routing/public-pages.ts';

// The SPA is served by the API server from apps/web/dist; in development Vite proxies /api to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    {
      // In development, the public proposal pages get their own entry, as the API server does.
      name: 'public-entry-pages',
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          if (req.url && isPublicPagePath(req.url)) req.url = '/public.html';
          next();
        });
      },
    },
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the staff SPA and the client's light public proposal page (/p/{slug}, /terminos).
    rollupOptions: { input: { main: resolve(import.meta.dirname, 'index.html'), public: resolve(import.meta.dirname, 'public.html') } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: process.env.API_URL ?? 'http://localhost:3000',
        changeOrigin: true,
      },
    },
  },
  preview: { port: 4173 },
});
