import sanitizeHtml from 'sanitize-html';

/**
 * The admin title editor's output and nothing that runs: no scripts, no event handlers,
 * no attributes but a link's href (http, https, mailto), no styles.
 */
const RICH_TITLE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'br', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : { ...rest, rel: 'noopener nofollow' },
      };
    },
  },
};

export function sanitizeRichTitle(html: string): string {
  return sanitizeHtml(html, RICH_TITLE).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * A member's title as plain text: tags stripped, entities decoded, repeated until nothing
 * changes, so an encoded `&lt;script&gt;` cannot come back as a tag after decoding.
 */
export function plainTitle(text: string): string {
  let cur = text;
  for (let pass = 0; pass < 20; pass += 1) {
    const next = sanitizeHtml(cur, NO_TAGS).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
    if (next === cur) return cur.trim();
    cur = next;
  }
  // Twenty layers of encoding is an attack, not a title.
  return cur.replace(/[<>]/g, '').trim();
}
