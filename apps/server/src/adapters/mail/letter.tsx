/** @jsxRuntime automatic */
// The automatic runtime by pragma, not only by tsconfig: tsx run from the repository root reads no server tsconfig.
import { BRAND } from './brand.ts';
import { Action, Facts, MailLayout, Para } from './layout.tsx';
import { renderHtml } from './render.ts';
import type { MailContent } from './types.ts';
import { type InLanguage, mailWords } from './words.ts';

/**
 * The shape most mails share: greeting, paragraphs, a table of facts, one link, closing paragraphs.
 * One description gives both parts, so the text and the HTML say the same words.
 */
export interface LetterProps extends InLanguage {
  name: string;
  lead: string[];
  rows?: [string, string][];
  /** The link, and the paragraphs that introduce it (printed after the rows, right above the link). */
  link?: { href: string; label: string; intro?: string[] };
  tail: string[];
  /** Newsletter and promotional mail: the foot that says why it came and unsubscribes in one click. */
  unsubscribeUrl?: string;
}

const unsubscribeWhy = (o: InLanguage) => mailWords(o.locale)('You get this mail because you subscribed to the newsletter of {brand}.', { brand: BRAND });

/** The greeting every mail opens with. */
export const greeting = (o: InLanguage & { name: string }) => mailWords(o.locale)('Hi {name},', { name: o.name });

export function Letter(o: LetterProps) {
  return (
    <MailLayout locale={o.locale} preview={o.lead[0] ?? ''} unsubscribe={o.unsubscribeUrl ? { why: unsubscribeWhy(o), url: o.unsubscribeUrl } : undefined}>
      <Para>{greeting(o)}</Para>
      {o.lead.map((p, i) => <Para key={i}>{p}</Para>)}
      <Facts rows={o.rows ?? []} />
      {o.link?.intro?.map((p, i) => <Para key={i}>{p}</Para>)}
      {o.link && <Action href={o.link.href} label={o.link.label} />}
      {o.tail.map((p, i) => <Para key={i}>{p}</Para>)}
    </MailLayout>
  );
}

/** The text part of a Letter: the same blocks, a blank line between them. */
export function letterText(o: LetterProps): string {
  const rows = o.rows ?? [];
  const intro = o.link?.intro ?? [];
  const text = [
    greeting(o), '', ...o.lead.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(o.link ? [...intro.flatMap((p) => [p, '']), o.link.href, ''] : []),
    ...o.tail.flatMap((p) => [p, '']),
  ].join('\n').trimEnd();
  return o.unsubscribeUrl
    ? `${text}\n\n--\n${unsubscribeWhy(o)} ${mailWords(o.locale)('Unsubscribe in one click, no sign-in needed: {url}', { url: o.unsubscribeUrl })}`
    : text;
}

/** A Letter mail: subject, text part and HTML part. */
export const compose = (o: LetterProps & { subject: string }): MailContent =>
  ({ subject: o.subject, text: letterText(o), html: renderHtml(Letter, o) });
