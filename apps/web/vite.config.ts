import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isPortalPagePath } from '../../packages/domain/src/routing/portal-pages.ts';
import { isPublicPagePath } from '../../packages/domain/src/routing/public-pages.ts';

// The SPA is served by the API server from apps/web/dist; in development Vite proxies /api to it.
// `vite build --ssr src/public/server.tsx` (the last step of `npm run build`) builds the public
// page's server entry into dist-ssr, which the API loads to render /p/{slug} (docs/decisions/0032).
// `vite build --mode public` builds the public proposal page alone into the same dist, after the
// staff build (decision 0041): its chunks are cut for its own first view (one script, not ~20 chunks
// shared with the staff SPA), and the staff SPA's and portal's chunks, built without it, keep their
// module order (decision 0032 saw it break when chunks were grouped across the three pages).
const PAGES = {
  main: resolve(import.meta.dirname, 'index.html'),
  portal: resolve(import.meta.dirname, 'portal.html'),
  public: resolve(import.meta.dirname, 'public.html'),
};
// The public page's app, an entry of its own (decision 0044): public.html loads only the boot script
// (src/public/main.tsx), which imports this one after the first paint.
const PUBLIC_APP = resolve(import.meta.dirname, 'src/public/hydrate.tsx');
// The boot script of the staff app and the portal (decisions 0085, 0087): an entry of its own, loaded
// async from index.html and portal.html, that starts the first screen's reads while the app's bundle
// is still on its way.
const BOOT = resolve(import.meta.dirname, 'src/boot/boot.ts');

// The staff app's and the portal's chunks (issue 33). Left to itself, Rolldown cut the libraries the
// first screen needs into ~40 files of under 1 KB (one per lucide icon shared by two pages, three for
// Radix): on a phone over HTTP/1.1 each costs a round trip, and each lazy import appended a
// modulepreload link per file. The libraries go in four chunks by role; the app's own modules keep
// Rolldown's cut (a group of them pulled libraries of other pages along: dnd-kit on the dashboard).
// sonner is in none: lib/toast.ts loads it after the first screen.
const NODE_MODULE = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const STAFF_CHUNKS = {
  groups: [
    { name: 'framework', test: NODE_MODULE('react|react-dom|scheduler|react-router|@tanstack'), priority: 40 },
    { name: 'ui-kit', test: NODE_MODULE('@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|aria-hidden|tslib'), priority: 30 },
    { name: 'icons', test: NODE_MODULE('lucide-react'), priority: 30 },
    { name: 'zod', test: NODE_MODULE('zod'), priority: 30 },
    // The domain's messages (5 small modules of Spanish text) in one chunk: left to Rolldown,
    // payments/messages.ts shared a chunk with payments/schemas.ts, and the payments page loaded zod
    // (~25 KB) for its messages.
    { name: 'domain-messages', test: /[\\/]packages[\\/]domain[\\/]src[\\/].*messages\.ts$/, priority: 30 },
  ],
};

export default defineConfig(({ isSsrBuild, mode }) => {
  const publicOnly = mode === 'public';
  // Three pages: the staff SPA and the client portal (/c/*, /@customer-portal/*) in one build, the
  // client's light public proposal page (/p/{slug}, /terminos) in its own.
  const input: Record<string, string> = publicOnly ? { public: PAGES.public, hydrate: PUBLIC_APP } : { main: PAGES.main, portal: PAGES.portal, boot: BOOT };
  return {
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
            // Even a small file is worth compressing when it saves more than the two headers a
            // compressed answer adds (Content-Encoding, Vary: ~50 bytes): the public page loads a dozen
            // chunks under 1 KB, and on a phone every byte of them counts (issue 13).
            const worth = (copy: Buffer) => copy.length + 50 < data.length;
            const gz = gzipSync(data, { level: 9 });
            const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            if (worth(gz)) writeFileSync(`${file}.gz`, gz);
            if (worth(br)) writeFileSync(`${file}.br`, br);
          }
        },
      },
      {
        // The public page's stylesheet goes inside public.html (decision 0041): the server-rendered
        // proposal then paints as soon as the HTML has arrived, without waiting a round trip for the
        // CSS (render-blocking) on a phone's slow network. Its ~7 KB (compressed) come with each
        // visit instead of from the cache; the client mostly opens the link once or twice. The CSP's
        // style-src allows inline styles; the font URLs in it are absolute (/assets/…).
        name: 'public-page-inline-css',
        apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && publicOnly,
        transformIndexHtml: {
          order: 'post',
          handler(html, context) {
            return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
              const asset = context.bundle?.[fileName];
              if (asset?.type !== 'asset') return link;
              const css = String(asset.source);
              if (css.includes('</style')) return link;
              return `<style>${css}</style>`;
            });
          },
        },
      },
      {
        // The boot script learns the app's URL from its own tag (decision 0044): written in the page,
        // which is never cached, it always names this build's app, and the boot script's own file
        // does not change when only the app does. No modulepreload for it: a preload would bring
        // the app back before the first paint, which is what the boot script is there to avoid.
        name: 'public-page-app-url',
        apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && publicOnly,
        transformIndexHtml: {
          order: 'post',
          handler(html, context) {
            const app = Object.values(context.bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === PUBLIC_APP);
            if (!app) throw new Error('public build: the app entry (src/public/hydrate.tsx) is missing');
            // A modulepreload (or any tag) for the app would fetch it before the paint.
            if (html.includes(`/${app.fileName}"`)) throw new Error('public build: public.html itself links the app');
            const boot = /<script type="module" crossorigin src="\/assets\/public-[^"]+\.js"><\/script>/;
            if (!boot.test(html)) throw new Error('public build: the boot script tag was not found');
            return html.replace(boot, (tag) => tag.replace('<script ', `<script data-public-app="/${app.fileName}" `));
          },
        },
      },
      {
        // index.html and portal.html load the boot script first, async: it runs as soon as it arrives
        // (a couple of KB), not after the app. Written in the page, which is never cached, it names
        // this build's file.
        name: 'boot-script',
        apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !publicOnly,
        transformIndexHtml: {
          order: 'post',
          handler(html, context) {
            if (!context.path.endsWith('/index.html') && !context.path.endsWith('/portal.html')) return html;
            const boot = Object.values(context.bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === BOOT);
            if (boot?.type !== 'chunk') throw new Error('staff build: the boot entry (src/boot/boot.ts) is missing');
            if (boot.imports.length > 0) throw new Error(`staff build: the boot script imports ${boot.imports.join(', ')}; it must stand alone`);
            // fetchpriority: an async script is fetched at low priority, after the modulepreloads; over
            // HTTP/1.1's six connections that put the first reads ~100 ms behind.
            const tag = `<script type="module" async fetchpriority="high" crossorigin src="/${boot.fileName}"></script>`;
            if (!html.includes('</title>')) throw new Error(`staff build: ${context.path} has no <title> to put the boot script after`);
            return html.replace('</title>', `</title>\n    ${tag}`);
          },
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
    resolve: {
      // Every `import … from 'zod'` (the app's and packages/domain's) gets zod configured for our CSP
      // first (src/lib/zod.ts), without main.tsx importing zod for every page.
      alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod.ts') }],
    },
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      // The public page's build adds its files to the staff build's dist.
      copyPublicDir: !isSsrBuild && !publicOnly,
      emptyOutDir: !publicOnly,
      sourcemap: true,
      // The public page's HTML has no modulepreload links (decision 0044), so the polyfill for them
      // would only weigh on its boot script; lazy chunks' preloads fall back to rel=preload by themselves.
      modulePreload: publicOnly ? { polyfill: false } : undefined,
      rollupOptions: { input, output: publicOnly || isSsrBuild ? {} : { codeSplitting: STAFF_CHUNKS } },
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
  };
});
