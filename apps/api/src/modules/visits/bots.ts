/**
 * User agents that open links without a person behind them: search crawlers, chat and social link
 * previews, mail security scanners and command-line clients. Their opens are not visits.
 *
 * Maintained list: add a token when a new previewer shows up in visit_logs. Matching is a
 * case-insensitive substring test. In-app browsers of chat apps (LINE, Viber, Teams…) are people and
 * stay out. HeadlessChrome is deliberately absent: our own end-to-end
 * journeys drive headless Chromium as the client, and a scanner that runs JavaScript and calls
 * POST /visit is indistinguishable from a person anyway.
 */
export const BOT_USER_AGENT_TOKENS = [
  // Search engines and generic crawlers
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'adsbot-google',
  'mediapartners-google',
  'apis-google',
  'feedfetcher-google',
  'google-read-aloud',
  'bingbot',
  'bingpreview',
  'msnbot',
  'yandexbot',
  'baiduspider',
  'duckduckbot',
  'applebot',
  'petalbot',
  'semrushbot',
  'ahrefsbot',
  'mj12bot',
  'dotbot',
  'gptbot',
  'chatgpt-user',
  'claudebot',
  'perplexitybot',
  'bytespider',
  'crawler',
  'spider',
  // Chat and social link previews
  'slackbot',
  'slack-imgproxy',
  'twitterbot',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'whatsapp',
  'telegrambot',
  'linkedinbot',
  'discordbot',
  'skypeuripreview',
  'teamsbot',
  'pinterestbot',
  'redditbot',
  'embedly',
  'iframely',
  'vkshare',
  'bitlybot',
  // Mail clients' link checkers and mail security scanners
  'ms office',
  'microsoft office',
  'microsoft outlook',
  'ms-office',
  'safelinks',
  'proofpoint',
  'mimecast',
  'barracuda',
  'trendmicro',
  'symantec',
  'forcepoint',
  'sophos',
  'cisco',
  'ironport',
  'zscaler',
  'fortiguard',
  'googleimageproxy',
  'yahoomailproxy',
  // Command-line and library clients
  'curl/',
  'wget/',
  'python-requests',
  'python-urllib',
  'aiohttp',
  'httpx',
  'go-http-client',
  'java/',
  'okhttp',
  'apache-httpclient',
  'libwww-perl',
  'node-fetch',
  'axios/',
  'undici',
  'postmanruntime',
  'insomnia',
  'httpie',
  'lighthouse',
  'chrome-lighthouse',
  'pagespeed',
  'uptimerobot',
  'pingdom',
  'statuscake',
  'bot/',
  'bot;',
  '+http',
] as const;

/** Whether a user agent belongs to a bot, previewer or scanner; an empty one counts as a bot (browsers always send one). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim().toLowerCase();
  if (!ua) return true;
  return BOT_USER_AGENT_TOKENS.some((token) => ua.includes(token));
}
