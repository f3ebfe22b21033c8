// The worker thread's entry point. Worker threads start plain Node, whatever loader the app runs
// under (tsx for `npm start`, vite-node in the tests): tsImport compiles worker.ts and what it
// imports for this thread only, on Node 20, 22 and 24 alike.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
