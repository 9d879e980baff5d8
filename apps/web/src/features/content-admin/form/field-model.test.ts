import { describe, expect, it } from 'vitest';
import { CONTENT } from '@tlt/shared/content/index';
import { z } from 'zod';
import { describeSchema, emptyValue, type FieldNode, humanize, titleAt } from './field-model.ts';

/** Every leaf of a field tree with its path. */
function leaves(node: FieldNode, path = ''): { path: string; node: FieldNode }[] {
  if (node.kind === 'object') return node.fields.flatMap((f) => leaves(f.node, path ? `${path}.${f.name}` : f.name));
  if (node.kind === 'list') return leaves(node.item, `${path}.*`);
  return [{ path, node }];
}

describe('the form generator’s reading of the content schemas', () => {
  it('understands every field of every content key (no shape left as an unknown)', () => {
    for (const [key, entry] of Object.entries(CONTENT)) {
      const unknown = leaves(describeSchema(entry.schema)).filter((l) => l.node.kind === 'fixed' && l.node.value === undefined);
      expect(unknown.map((l) => l.path), key).toEqual([]);
    }
  });

  it('reads the widgets and bounds the shared schemas declare', () => {
    const site = leaves(describeSchema(CONTENT['site.contact'].schema));
    const widget = (path: string) => (site.find((l) => l.path === path)!.node as Extract<FieldNode, { kind: 'text' }>).widget;
    expect(widget('supportEmail')).toBe('email');
    expect(widget('whatsappNumber')).toBe('phone');
    expect(widget('social.facebook')).toBe('link');
    expect(site.find((l) => l.path === 'supportEmail')!.node.title).toBe('Support e-mail');

    const emi = describeSchema(CONTENT['landing.emi'].schema) as Extract<FieldNode, { kind: 'object' }>;
    const rules = emi.fields.find((f) => f.name === 'rules')!.node;
    expect(rules).toMatchObject({ kind: 'list', min: 1, max: 6, item: { kind: 'text', widget: 'longtext', max: 200 } });
    expect(emi.fields.find((f) => f.name === 'planId')!.node).toMatchObject({ kind: 'fixed', value: 3 });
    expect(leaves(describeSchema(CONTENT['landing.testimonials'].schema)).find((l) => l.path === 'items.*.photo')!.node)
      .toMatchObject({ kind: 'text', widget: 'image' });
  });

  it('makes a new item empty, and a readable label from a field name', () => {
    const emi = describeSchema(CONTENT['landing.emi'].schema);
    expect(emptyValue(emi)).toMatchObject({ heading: '', rules: [''], planId: 3 });
    expect(humanize('ctaLabel')).toBe('CTA label');
    expect(humanize('whatYouGet')).toBe('What you get');
  });
});

describe('titleAt (issue 26 §11: messages name a field in words)', () => {
  it('names a field by the titles the form shows, through objects and list items', () => {
    const node = describeSchema(z.object({
      supportEmail: z.string().meta({ title: 'Support e-mail' }),
      contact: z.object({ whatsappNumber: z.string() }),
      members: z.array(z.object({ name: z.string() })),
    }));
    expect(titleAt(node, 'supportEmail')).toBe('Support e-mail');
    expect(titleAt(node, 'contact.whatsappNumber')).toBe('Contact › Whatsapp number');
    expect(titleAt(node, 'members.1.name')).toBe('Members 2 › Name');
    expect(titleAt(node, 'unknownKey')).toBe('Unknown key');
  });
});
