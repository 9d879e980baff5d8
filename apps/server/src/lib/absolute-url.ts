/** An absolute URL for a site path or a URL (an image, a download); only http(s) survives. */
export function absoluteUrl(publicUrl: string, href: string): string | undefined {
  try {
    const u = new URL(href, `${publicUrl}/`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}
