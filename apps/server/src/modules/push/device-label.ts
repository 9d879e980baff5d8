/** "Chrome on Android": enough to tell a member's devices apart, from the User-Agent that subscribed. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = [
    [/Edg(A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'], [/Chrome\/|CriOS\//, 'Chrome'], [/Safari\//, 'Safari'],
  ].find(([re]) => (re as RegExp).test(ua))?.[1] as string | undefined;
  const os = [
    [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/CrOS/, 'ChromeOS'], [/Mac OS X|Macintosh/, 'macOS'],
    [/Windows/, 'Windows'], [/Linux/, 'Linux'],
  ].find(([re]) => (re as RegExp).test(ua))?.[1] as string | undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'A browser';
}
