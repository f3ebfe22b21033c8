// The public page's boot script (docs/decisions/0044): all the JavaScript that loads before the
// first paint. It must stay tiny (≤ 2 KB) and import nothing the app also imports (a module shared
// with the app would put a second request, or the app itself, before the paint): the theme, the tap
// recorder, and the app asked for once the server's markup is on screen.
import './app/boot-theme.ts';
import './public.css';
import { afterFirstPaint } from './boot/after-first-paint.ts';
import { captureEarlyTaps } from './boot/early-taps.ts';

// Taps on buttons before React owns the markup are kept, then played once it does: hydrate.tsx says
// so with this event once it has started hydrating the root (in a task after its own evaluation).
const taps = captureEarlyTaps(document);
document.addEventListener('trato:public-app-started', () => taps.release(), { once: true });

// The app is an entry of its own (vite.config.ts): the build writes its URL on this script's tag,
// and the development server serves the source file itself.
const app = document.querySelector<HTMLScriptElement>('script[data-public-app]')?.dataset.publicApp ?? '/src/public/hydrate.tsx';
const start = () => {
  import(/* @vite-ignore */ app).catch((error: unknown) => console.error('No se pudo cargar la página', error));
};

// /p/{slug} comes rendered by the server (docs/decisions/0032): its markup paints first, and the app
// is asked for afterwards. Other public pages send an empty #root: nothing to show until the app runs.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
