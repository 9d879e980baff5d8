import { type CopyPlan, fillPlanCopyDeep, SEED_COPY_CATALOGUE } from '@tlt/shared/content/plan-copy';
import { usePlans } from '../../../lib/api/plans.ts';
import type { FieldNode } from '../form/field-model.ts';

/**
 * A faithful summary of a section as visitors will read it: every text with the plan placeholders
 * filled from today's catalogue (the same fillPlanCopy the server uses), images shown, links
 * listed, lists in their order. Rendered as React text, never as HTML.
 */
export function ContentPreview({ node, value }: { node: FieldNode; value: unknown }) {
  const plans = usePlans();
  const catalogue: readonly CopyPlan[] = plans.data ?? SEED_COPY_CATALOGUE;
  return (
    <div className="space-y-3 text-sm text-navy-800">
      <PreviewNode node={node} value={fillPlanCopyDeep(value, catalogue)} top />
    </div>
  );
}

function PreviewNode({ node, value, top = false }: { node: FieldNode; value: unknown; top?: boolean }) {
  switch (node.kind) {
    case 'object': {
      const obj = (value ?? {}) as Record<string, unknown>;
      const body = node.fields.map((f) => <PreviewNode key={f.name} node={f.node} value={obj[f.name]} />);
      if (top) return <>{body}</>;
      return (
        <section className="space-y-2 border-l-2 border-navy-100 pl-3">
          <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{node.title}</h4>
          {body}
        </section>
      );
    }
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      return (
        <section className="space-y-2">
          <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{node.title}</h4>
          <ol className="list-decimal space-y-2 pl-5">
            {items.map((item, i) => (
              <li key={i}><PreviewNode node={{ ...node.item, title: '' }} value={item} top /></li>
            ))}
          </ol>
        </section>
      );
    }
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      if (node.widget === 'image') {
        return text ? <img src={text} alt={node.title} className="h-16 w-auto rounded border border-navy-100 bg-navy-50 object-contain" /> : null;
      }
      if (node.widget === 'link') {
        return <p><Label title={node.title} /><a href={text} target="_blank" rel="noopener noreferrer" className="break-all text-emerald-800 underline">{text}</a></p>;
      }
      // The English page's text, as the admin wrote it (decision 0073's mark).
      return <p className={node.widget === 'longtext' ? 'leading-relaxed' : 'font-medium text-navy-950'}><Label title={node.title} /><span lang="en">{text}</span></p>;
    }
    case 'number':
      // An emptied box is NaN in the draft: shown empty, as the box is.
      return <p><Label title={node.title} />{typeof value === 'number' && !Number.isNaN(value) ? String(value) : ''}</p>;
    case 'choice':
      // One of the schema's values (an icon's or a network's name): a code, not a word.
      return <p><Label title={node.title} /><span translate="no">{String(value ?? '')}</span></p>;
    case 'fixed':
      return null;
  }
}

const Label = ({ title }: { title: string }) => (title ? <span className="mr-1 text-xs text-navy-500">{title}:</span> : null);
