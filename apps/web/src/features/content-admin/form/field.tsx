import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { emptyValue, type FieldNode, itemName } from './field-model.ts';
import { useContentField } from './form-context.tsx';
import { ImageField } from './image-field.tsx';
import { ChoiceField, FixedField, NumberField, TextField } from './text-widgets.tsx';
import { moved, movedBeside, type Path } from './value-path.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** One field of a generated form, by its kind in the schema's field tree (field-model.ts). */
export function Field({ node, path }: { node: FieldNode; path: Path }) {
  switch (node.kind) {
    case 'object': return <ObjectField node={node} path={path} />;
    case 'list': return <ListField node={node} path={path} />;
    case 'text': return node.widget === 'image' ? <ImageField node={node} path={path} /> : <TextField node={node} path={path} />;
    case 'number': return <NumberField node={node} path={path} />;
    case 'choice': return <ChoiceField node={node} path={path} />;
    case 'fixed': return <FixedField node={node} path={path} />;
  }
}

/** The fields of an object; a nested one is a titled group (the top level is the form itself). */
export function ObjectFields({ node, path }: { node: Extract<FieldNode, { kind: 'object' }>; path: Path }) {
  return (
    <div className="space-y-5">
      {node.fields.map((f) => <Field key={f.name} node={f.node} path={[...path, f.name]} />)}
    </div>
  );
}

function ObjectField({ node, path }: { node: Extract<FieldNode, { kind: 'object' }>; path: Path }) {
  const f = useContentField(path);
  return (
    <fieldset id={f.id} className="min-w-0 space-y-4 rounded-xl border border-navy-100 p-3 md:p-4">
      <legend className="px-1 text-base font-bold text-navy-950">{node.title}</legend>
      {node.help && <p className="text-xs text-navy-600">{node.help}</p>}
      <ObjectFields node={node} path={path} />
    </fieldset>
  );
}

/** A list: each item in its own box with move up, move down and remove; add at the end; the schema's bounds respected. */
function ListField({ node, path }: { node: Extract<FieldNode, { kind: 'list' }>; path: Path }) {
  const f = useContentField(path);
  const items = Array.isArray(f.value) ? (f.value as unknown[]) : [];
  const canAdd = node.max === null || items.length < node.max;
  const canRemove = items.length > node.min;
  const { t } = useLingui();
  const title = node.title;
  const count = items.length;
  const max = node.max;
  // "Rules" → "Add rule" (a Hindi title has no plural s to drop).
  const noun = title.replace(/s$/, '').toLowerCase();
  return (
    <fieldset id={f.id} aria-describedby={f.errorId} className="min-w-0 space-y-3 rounded-xl border border-navy-100 p-3 md:p-4">
      <legend className="px-1 text-base font-bold text-navy-950">
        {title} <span className="text-sm font-normal text-navy-600">({max !== null ? <Trans>{count} of at most {max}</Trans> : count})</span>
      </legend>
      {node.help && <p className="text-xs text-navy-600">{node.help}</p>}
      {f.error && <p id={f.errorId} role="alert" className="text-sm font-medium text-red-700">{f.error}</p>}
      <ol className="space-y-3">
        {items.map((item, i) => {
          const n = i + 1;
          const label = t`${title}, item ${n}`;
          const name = itemName(node.item, item);
          return (
            // Index keys: items have no ids, and moving an item moves its values with it.
            <li key={i} aria-label={label} className="rounded-lg border border-navy-100 bg-slate-50/60 p-3">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 truncate text-sm font-semibold text-navy-800">
                  {/* The item's own text, as the admin wrote it. */}
                  {i + 1}. {name ? <span lang="">{name}</span> : <span className="text-navy-500"><Trans>(empty)</Trans></span>}
                </p>
                <div className="flex gap-1">
                  <Button size="sm" variant="outline" aria-label={t`Move ${label} up`} disabled={f.disabled || i === 0}
                    onClick={() => { f.set(moved(items, i, i - 1)); f.setHi(movedBeside(f.hiValue, items.length, i, i - 1)); }}><ArrowUp className="size-4" aria-hidden /></Button>
                  <Button size="sm" variant="outline" aria-label={t`Move ${label} down`} disabled={f.disabled || i === items.length - 1}
                    onClick={() => { f.set(moved(items, i, i + 1)); f.setHi(movedBeside(f.hiValue, items.length, i, i + 1)); }}><ArrowDown className="size-4" aria-hidden /></Button>
                  <Button size="sm" variant="outline" aria-label={t`Remove ${label}`} disabled={f.disabled || !canRemove}
                    onClick={() => { f.set(items.filter((_, n) => n !== i)); f.setHi(movedBeside(f.hiValue, items.length, i, null)); }}><Trash2 className="size-4" aria-hidden /></Button>
                </div>
              </div>
              {node.item.kind === 'object'
                ? <ObjectFields node={node.item} path={[...path, i]} />
                : <Field node={{ ...node.item, title: `${node.title} ${i + 1}` }} path={[...path, i]} />}
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="outline" disabled={f.disabled || !canAdd} onClick={() => f.set([...items, emptyValue(node.item)])}>
        <Plus className="size-4" aria-hidden /> <Trans>Add {noun}</Trans>
      </Button>
    </fieldset>
  );
}
