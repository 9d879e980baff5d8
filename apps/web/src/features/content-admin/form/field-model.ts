import type { z } from 'zod';
import { humanize } from '@tlt/shared/content/in-hindi';
import type { ContentFieldMeta, ContentWidget } from '@tlt/shared/content/widgets';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * A content schema read as a tree of form fields (decision 0036): zod 4's own description of each
 * schema (`def.type`, string formats and lengths, array bounds) plus the UI hints the shared schemas
 * attach with `.meta({ title, widget, help })`. The form, its defaults and the preview walk this tree.
 */

interface Common {
  title: string;
  help?: string;
}

export type TextWidget = ContentWidget | 'date';

export type FieldNode =
  | (Common & { kind: 'object'; fields: { name: string; node: FieldNode }[] })
  | (Common & { kind: 'list'; item: FieldNode; min: number; max: number | null })
  | (Common & { kind: 'text'; widget: TextWidget; max: number | null })
  | (Common & { kind: 'number'; int: boolean; min: number | null; max: number | null })
  | (Common & { kind: 'choice'; options: string[] })
  | (Common & { kind: 'fixed'; value: unknown });

/** The parts of zod 4's introspection the form reads (public getters on each schema). */
interface Introspected {
  def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType;
    options?: z.ZodType[];
    checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[]; values?: unknown[] };
  meta?: () => ContentFieldMeta | undefined;
  format?: string | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: string[];
  values?: Set<unknown>;
}

/** "ctaLabel" → "CTA label" (shared with the launch checklist's field names). */
export { humanize };

function lengthCheck(s: Introspected, check: 'min_length' | 'max_length'): number | null {
  const found = s.def.checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return (check === 'min_length' ? found?.minimum : found?.maximum) ?? null;
}

const LONG_TEXT_FROM = 160;

/** The field tree of `schema`; `name` titles it when its meta does not. */
export function describeSchema(schema: z.ZodType, name = ''): FieldNode {
  const s = schema as unknown as Introspected;
  const meta = s.meta?.() ?? {};
  // Titles and help in the page's language (the shared catalogue has the schemas' words).
  const common = { title: translateShared(meta.title ?? humanize(name)), ...(meta.help ? { help: translateShared(meta.help) } : {}) };
  switch (s.def.type) {
    case 'optional': case 'nullable': case 'default': case 'readonly':
      return { ...describeSchema(s.def.innerType!, name), ...(meta.title ? { title: translateShared(meta.title) } : {}) };
    case 'pipe':
      return describeSchema(s.def.in!, name);
    case 'union':
      // A field or '' for none (widgets.ts orNone): the form shows the field, with the union's hints.
      return { ...describeSchema(s.def.options![0], name), ...common };
    case 'object':
      return { ...common, kind: 'object', fields: Object.entries(s.def.shape ?? {}).map(([k, v]) => ({ name: k, node: describeSchema(v, k) })) };
    case 'array':
      return { ...common, kind: 'list', item: describeSchema(s.def.element!, name), min: lengthCheck(s, 'min_length') ?? 0, max: lengthCheck(s, 'max_length') };
    case 'number':
      return { ...common, kind: 'number', int: !!s.isInt, min: s.minValue ?? null, max: s.maxValue ?? null };
    case 'enum':
      return { ...common, kind: 'choice', options: [...(s.options ?? [])] };
    case 'literal':
      return { ...common, kind: 'fixed', value: [...(s.values ?? [])][0] };
    case 'string': {
      const max = s.maxLength ?? null;
      const widget: TextWidget = meta.widget
        ?? (s.format === 'email' ? 'email' : s.format === 'url' ? 'link' : s.format === 'date' ? 'date'
          : max !== null && max > LONG_TEXT_FROM ? 'longtext' : 'text');
      return { ...common, kind: 'text', widget, max };
    }
    default:
      // A shape this generator does not know is shown as fixed rather than guessed at.
      return { ...common, kind: 'fixed', value: undefined };
  }
}

/** A new list item (or a new form's field): empty text, the lowest number, the first choice. */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case 'object': return Object.fromEntries(node.fields.map((f) => [f.name, emptyValue(f.node)]));
    case 'list': return Array.from({ length: node.min }, () => emptyValue(node.item));
    case 'text': return '';
    case 'number': return node.min ?? 0;
    case 'choice': return node.options[0] ?? '';
    case 'fixed': return node.value;
  }
}

/** A list item's own name for its header: its first short text ("Rahul Mehta", "Is the webinar free?"). */
export function itemName(node: FieldNode, value: unknown): string | null {
  if (node.kind === 'text' && typeof value === 'string') return value;
  if (node.kind !== 'object' || value === null || typeof value !== 'object') return null;
  const field = node.fields.find((f) => f.node.kind === 'text' && f.node.widget === 'text');
  const v = field ? (value as Record<string, unknown>)[field.name] : null;
  return typeof v === 'string' ? v : null;
}

/**
 * A field's name in words for an issue's dotted path ("contact.city" → "Contact › City",
 * "members.0.name" → "Members 1 › Name"), from the titles the form shows: a message never names a
 * field by its key ("supportEmail Invalid Email", issue 26 §11). Unknown parts are humanized.
 */
export function titleAt(root: FieldNode, path: string): string {
  const words: string[] = [];
  let node: FieldNode | undefined = root;
  for (const part of path.split('.').filter(Boolean)) {
    if (node?.kind === 'list' && /^\d+$/.test(part)) {
      words[words.length - 1] = `${words[words.length - 1] ?? node.title} ${Number(part) + 1}`;
      node = node.item;
      continue;
    }
    const field: { name: string; node: FieldNode } | undefined = node?.kind === 'object' ? node.fields.find((f) => f.name === part) : undefined;
    words.push(field?.node.title || humanize(part));
    node = field?.node;
  }
  return words.join(' › ');
}
