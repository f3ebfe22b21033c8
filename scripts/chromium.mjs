// The Chromium every browser test and benchmark drives (decision 0086): CHROMIUM_PATH when set,
// else Debian's package at /usr/bin/chromium (the first choice: updated with the system), else the
// one `npm install` brought (@sparticuz/chromium), so a fresh machine needs nothing by hand.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where Chromium is, preparing the npm one on first use (about 10 s, once per installed version). */
export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (isExecutable(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return bundledChromium();
}

/** For scripts that stop at once without a browser: the path, or a message saying what to do. */
export async function assertChromium() {
  try {
    const found = await chromiumPath();
    if (!isExecutable(found)) throw new Error(`${found} is not an executable file`);
    return found;
  } catch (error) {
    console.error(
      `Chromium not available: ${error.message}. Install it with: apt-get install -y chromium (Debian/Ubuntu), ` +
        'run `npm install` (it brings @sparticuz/chromium), or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}

/**
 * @sparticuz/chromium ships a headless Chromium built for Amazon Linux as brotli files: the binary,
 * its NSS libraries (Debian without its own chromium package lacks them), SwiftShader and a font.
 * They are unpacked into node_modules/.cache, not /tmp (the package's own helper unpacks there and
 * only unpacks the libraries on AWS), behind a small launcher that points the dynamic loader and
 * fontconfig at them: Playwright and Lighthouse start the launcher as they would the binary.
 */
export async function bundledChromium() {
  const packageDir = packageFolder(require.resolve('@sparticuz/chromium', { paths: [ROOT] }));
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const bin = path.join(packageDir, 'bin');
  const dir = path.join(ROOT, 'node_modules', '.cache', 'trato-chromium', version);
  const launcher = path.join(dir, 'chromium');
  if (isExecutable(launcher)) return launcher;

  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  await pipeline(fs.createReadStream(path.join(bin, 'chromium.br')), zlib.createBrotliDecompress(), fs.createWriteStream(path.join(partial, 'chromium-bin')));
  fs.chmodSync(path.join(partial, 'chromium-bin'), 0o755);
  // al2023: lib/libnss3.so and friends; swiftshader: GL libraries the binary looks for beside itself.
  for (const archive of ['al2023', 'swiftshader', 'fonts']) await untar(path.join(bin, `${archive}.tar.br`), partial);
  // The package's fonts.conf names /tmp/fonts; this one names the folder unpacked here.
  fs.writeFileSync(
    path.join(partial, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${path.join(dir, 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  fs.writeFileSync(
    path.join(partial, 'chromium'),
    [
      '#!/bin/sh',
      '# Written by scripts/chromium.mjs: the npm-installed Chromium with its own libraries and fonts.',
      `export LD_LIBRARY_PATH="${path.join(dir, 'lib')}:${dir}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
      `export FONTCONFIG_PATH="${dir}"`,
      `exec "${path.join(dir, 'chromium-bin')}" "$@"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  // Renamed into place whole: a run cut short leaves a .partial folder, never a launcher without its binary.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return launcher;
}

/** The package's folder from its entry file (its exports map hides package.json from require.resolve). */
function packageFolder(entry) {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && path.basename(dir) === 'chromium') return dir;
  }
  throw new Error(`no package folder above ${entry}`);
}

/** Unpacks a .tar.br of plain files and folders into `into`. */
async function untar(file, into) {
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), zlib.createBrotliDecompress(), extract);
  for await (const entry of extract) {
    const target = path.join(into, entry.header.name);
    if (!target.startsWith(into + path.sep)) throw new Error(`unexpected path in ${file}: ${entry.header.name}`);
    if (entry.header.type === 'directory') fs.mkdirSync(target, { recursive: true });
    else if (entry.header.type === 'file') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(entry, fs.createWriteStream(target, { mode: entry.header.mode }));
      continue;
    }
    entry.resume();
  }
  await done;
}

// `node scripts/chromium.mjs` prints the browser the tests would use (preparing the npm one if
// needed); `--bundled`, the npm one whatever the machine has (CI runs journeys in both).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(process.argv.includes('--bundled') ? await bundledChromium() : await assertChromium());
}
