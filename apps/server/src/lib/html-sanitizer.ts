import sanitizeHtml from 'sanitize-html';

/** A link that opens a new tab must not hand the opener to the other site; no link passes rank. */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { target, rel: _rel, ...rest } = attribs;
  return {
    tagName,
    attribs: target ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : { ...rest, rel: 'noopener nofollow' },
  };
};

const IMG_SRC = /^(?:https?:\/\/|\/uploads\/)/i;

/** Blog bodies: what the admin editor can produce, nothing that runs. */
const BLOG_BODY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: safeLink },
  // Images only from http(s) or this site's uploads; an image without a source is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMG_SRC.test(frame.attribs.src ?? ''),
};

/**
 * An admin's community post title: the title editor's output and nothing that runs: no scripts,
 * no event handlers, no attributes but a link's href (http, https, mailto), no styles.
 */
const POST_TITLE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'br', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: safeLink },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, BLOG_BODY).trim();
}

export function sanitizeRichTitle(html: string): string {
  return sanitizeHtml(html, POST_TITLE).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * Plain text fields: tags (and a script's contents) stripped, entities decoded, repeated until
 * nothing changes, so an encoded `&lt;script&gt;` cannot come back as a tag after decoding.
 * React and the OG writer escape on output.
 */
export function plainText(text: string): string {
  let cur = text;
  for (let pass = 0; pass < 20; pass += 1) {
    const next = sanitizeHtml(cur, NO_TAGS).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
    if (next === cur) return cur.trim();
    cur = next;
  }
  // Twenty layers of encoding is an attack, not text.
  return cur.replace(/[<>]/g, '').trim();
}

/** The image sources a sanitised body shows, in order, without repeats. */
export function bodyImages(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)) out.add(m[1].replaceAll('&amp;', '&'));
  return [...out];
}
