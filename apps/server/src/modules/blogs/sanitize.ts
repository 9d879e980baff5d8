import sanitizeHtml from 'sanitize-html';

const IMG_SRC = /^(?:https?:\/\/|\/uploads\/)/i;

/** The allow-list for blog bodies: what the admin editor can produce, nothing that runs. */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: target ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : { ...rest, rel: 'nofollow' },
      };
    },
  },
  // Images only from http(s) or this site's uploads; an image without a source is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMG_SRC.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text fields: markup (and a script's contents) removed; React and the OG writer escape on output. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    .trim();
}

/** The image sources a sanitised body shows, in order, without repeats. */
export function bodyImages(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)) out.add(m[1].replaceAll('&amp;', '&'));
  return [...out];
}
