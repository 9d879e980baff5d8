/**
 * A session's device and browser (the admin's member page, the member's devices on /profile, the
 * password-change mail), read from its User-Agent header with a handful of patterns: enough to tell
 * "Android phone · Chrome" from "Windows · Edge", which is all someone ending a suspicious session
 * needs. An unknown header says "Unknown".
 */
export interface DeviceInfo {
  device: string;
  browser: string;
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)|Opera\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/FxiOS\/(\d+)|Firefox\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)|Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

function os(ua: string): string | null {
  if (/iPad/.test(ua)) return 'iPad';
  if (/iPhone|iPod/.test(ua)) return 'iPhone';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android phone' : 'Android tablet';
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Mac OS X|Macintosh/.test(ua)) return 'Mac';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

export function describeUserAgent(ua: string | null | undefined): DeviceInfo {
  if (!ua) return { device: 'Unknown', browser: 'Unknown' };
  let browser = 'Unknown';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const version = m.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  // Our own app and scripts (curl, the test client) name themselves before any platform.
  if (browser === 'Unknown') browser = /^[\w.-]+\/[\w.]+/.exec(ua)?.[0] ?? 'Unknown';
  return { device: os(ua) ?? 'Unknown', browser };
}
