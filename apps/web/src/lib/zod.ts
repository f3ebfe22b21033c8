import { config } from 'zod/v4';

/**
 * zod as the web build resolves `import … from 'zod'` (vite.config.ts's alias), for the app's modules
 * and packages/domain's alike: the same zod, configured before any of them can parse.
 *
 * Zod compiles object parsers with `new Function` when the page allows eval. Ours never does (the
 * CSP has no 'unsafe-eval'), so its probe only raised a CSP violation on every page with a form.
 * Parsing without compiling gives the same results. This used to run from main.tsx, which brought
 * zod (~20 KB compressed, ~30 ms to evaluate) into every page's first screen (issue 33); now zod
 * loads with the first module that uses it.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
