/**
 * A readable device name from a browser's user agent, e.g. "Chrome on Windows" or
 * "Safari on iPhone". Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
 * also says "Safari", and iPhones also say "Mac OS X".
 */

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOPT\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b|\bUbuntu\b|\bFedora\b/],
];

export const UNKNOWN_BROWSER = "Unknown browser";

function firstMatch(userAgent: string, table: ReadonlyArray<[string, RegExp]>): string | null {
  return table.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_BROWSER;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${UNKNOWN_BROWSER} on ${system}`;
  return UNKNOWN_BROWSER;
}
