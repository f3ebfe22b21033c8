/**
 * A short, readable summary of a visitor's user agent ("Chrome en Android · Móvil"). Deliberately
 * small: the order of the checks matters because most browsers also claim to be Chrome or Safari.
 */

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/FxiOS\/|Firefox\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export type DeviceKind = 'Móvil' | 'Tableta' | 'Escritorio';

export type UserAgentSummary = { browser: string | null; system: string | null; device: DeviceKind | null };

export function parseUserAgent(ua: string | null | undefined): UserAgentSummary {
  if (!ua) return { browser: null, system: null, device: null };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  let device: DeviceKind | null = null;
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) device = 'Tableta';
  else if (/Mobi|iPhone|iPod|Android/.test(ua)) device = 'Móvil';
  else if (system) device = 'Escritorio';
  return { browser, system, device };
}

/** "Chrome en Android · Móvil", or null when nothing is recognised. */
export function summarizeUserAgent(ua: string | null | undefined): string | null {
  const { browser, system, device } = parseUserAgent(ua);
  const what = browser && system ? `${browser} en ${system}` : (browser ?? system);
  if (!what) return null;
  return device ? `${what} · ${device}` : what;
}
