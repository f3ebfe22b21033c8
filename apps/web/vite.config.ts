import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isPortalPagePath } from '../../packages/domain/src/routing/portal-pages.ts';
import { isPublicPagePath } from '../../packages/domain/src/routing/public-pages.ts';

const PUBLIC_MAIN = resolve(import.meta.dirname, 'src/public/main.tsx');
// Left to the default splitting: React is every entry's; lucide-react's index names every icon, and
// a group would pull in all the icons the staff SPA uses.
const NOT_GROUPED = /[\\/]node_modules[\\/](react|react-dom|scheduler|lucide-react)[\\/]/;
let publicFirstView: Set<string> | null = null;

/** Every module the public page's entry imports statically (its first view), walked once per build. */
function firstViewOfPublicPage(ctx: ChunkingContext): Set<string> {
  if (publicFirstView) return publicFirstView;
  const seen = new Set<string>();
  const stack = [PUBLIC_MAIN];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  publicFirstView = seen;
  return seen;
}

/**
 * The public page's first view in two chunks of its own beside React's, instead of some twenty
 * chunks of a few hundred bytes each that the three entries happen to share: on a phone every file
 * costs a request and ~1.3 KB of response headers (docs/decisions/0032). The page's own modules go
 * in `public-page`; the document, formatting and domain modules it shares with the staff SPA in
 * `document` (which the SPA then loads whole: a few KB it would mostly load anyway), so the SPA
 * never loads the public page's code. Dependencies are not pulled in after them (React stays shared).
 */
function publicChunk(id: string, ctx: ChunkingContext): string | null {
  if (NOT_GROUPED.test(id) || !firstViewOfPublicPage(ctx).has(id)) return null;
  return id.includes('/src/public/') ? 'public-page' : 'document';
}

// The SPA is served by the API server from apps/web/dist; in development Vite proxies /api to it.
// `vite build --ssr src/public/server.tsx` (the second half of `npm run build`) builds the public
// page's server entry into dist-ssr, which the API loads to render /p/{slug} (docs/decisions/0032).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    {
      // Brotli and gzip copies beside each text file: the API server sends them as they are
      // (@fastify/static preCompressed), so the public page's first view travels compressed.
      name: 'precompress',
      // Only what browsers download; the server entry stays on the server.
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      writeBundle(options, bundle) {
        for (const fileName of Object.keys(bundle)) {
          if (!/\.(js|css|html|svg)$/.test(fileName) || !options.dir) continue;
          const file = resolve(options.dir, fileName);
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
    {
      // @editorjs/image bundles an old global-object shim that calls `new Function("return this")`
      // whenever `this` is undefined (always, in an ES module). Our CSP has no 'unsafe-eval', so it
      // only raised a violation before falling back; globalThis is the object it looks for.
      name: 'editorjs-image-without-eval',
      transform(code, id) {
        if (!id.includes('/@editorjs/image/')) return null;
        return { code: code.replaceAll('new Function("return this")()', 'globalThis'), map: null };
      },
    },
    {
      // In development, the public proposal pages and the client portal get their own entries, as the API server does.
      name: 'public-entry-pages',
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          if (req.url && isPublicPagePath(req.url)) req.url = '/public.html';
          else if (req.url && isPortalPagePath(req.url)) req.url = '/portal.html';
          next();
        });
      },
    },
  ],
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: true,
    // Three pages: the staff SPA, the client's light public proposal page (/p/{slug}, /terminos) and
    // the client portal (/c/*, /@customer-portal/*).
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        public: resolve(import.meta.dirname, 'public.html'),
        portal: resolve(import.meta.dirname, 'portal.html'),
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: publicChunk, includeDependenciesRecursively: false }] } },
    },
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
}));
