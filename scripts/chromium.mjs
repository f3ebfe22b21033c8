import fs from 'node:fs';

/** The Chromium every browser test uses: Debian's package unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromium() {
  if (!fs.existsSync(chromiumPath)) {
    console.error(`Chromium not found at ${chromiumPath} — install it with: apt-get install -y chromium (Debian/Ubuntu), or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
