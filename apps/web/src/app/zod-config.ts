import { z } from 'zod';

// Zod compiles object parsers with `new Function` when the page allows eval. Ours never does (the
// CSP has no 'unsafe-eval'), so its probe only raised a CSP violation on every page with a form.
// Parsing without compiling gives the same results.
z.config({ jitless: true });
