import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FieldNode } from './field-model.ts';
import { describedBy, FieldShell } from './field-shell.tsx';
import { useContentField } from './form-context.tsx';
import type { Path } from './value-path.ts';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

type TextNode = Extract<FieldNode, { kind: 'text' }>;

const INPUT_TYPE: Partial<Record<TextNode['widget'], { type: string; inputMode?: 'email' | 'url' | 'tel' }>> = {
  email: { type: 'email', inputMode: 'email' },
  link: { type: 'url', inputMode: 'url' },
  phone: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
};

/** The Hindi boxes' face: Noto Sans Devanagari (bundled with the admin's content page), then the site's own. */
const HINDI_FACE = "[font-family:'Noto_Sans_Devanagari',ui-sans-serif,system-ui,sans-serif]";

const textareaStyles = cn(
  'w-full rounded-lg border border-navy-200 bg-white p-3 text-base leading-relaxed text-navy-900',
  'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
);

/** Where an admin can try the value: the link itself, or the video on YouTube. */
function tryLink(widget: TextNode['widget'], value: string) {
  const href = widget === 'link' && /^https:\/\//.test(value) ? value
    : widget === 'youtube' && /^[A-Za-z0-9_-]{11}$/.test(value) ? `https://www.youtube.com/watch?v=${value}` : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-emerald-700 underline">
      {widget === 'youtube' ? <Trans>Watch on YouTube</Trans> : <Trans>Open link</Trans>} <ExternalLink className="size-3" aria-hidden />
      <span className="sr-only"><Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}

interface TextBoxProps {
  node: TextNode;
  id: string;
  label: ReactNode;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (next: string) => void;
  /** The Hindi box: `lang="hi"`, and an empty one says the page shows the English. */
  hindi?: boolean;
}

function TextBox({ node, id, label, value, error, disabled, onChange, hindi }: TextBoxProps) {
  const help = hindi ? t`Leave empty to show the English on Hindi pages.` : node.help;
  const count = node.max !== null ? <span aria-hidden>{value.length} / {node.max}</span> : null;
  const common = {
    id,
    value,
    disabled,
    lang: hindi ? 'hi' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
  } as const;
  return (
    <FieldShell id={id} label={label} help={help} error={error} aside={<span className="flex gap-3">{hindi ? null : tryLink(node.widget, value)}{count}</span>}>
      {node.widget === 'longtext' ? (
        <textarea {...common} rows={4} className={cn(textareaStyles, error && 'border-red-600', hindi && HINDI_FACE)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} invalid={!!error} className={hindi ? HINDI_FACE : undefined} {...(hindi ? {} : INPUT_TYPE[node.widget])}
          onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldShell>
  );
}

/**
 * One-line and long text, e-mail, link, phone, date and YouTube id: the schema's string fields. A
 * text field has its Hindi beside the English (stacked on a phone), saved together (issue 30 §4).
 */
export function TextField({ node, path }: { node: TextNode; path: Path }) {
  const f = useContentField(path);
  const english = (
    <TextBox node={node} id={f.id} label={node.title} value={typeof f.value === 'string' ? f.value : ''}
      error={f.error} disabled={f.disabled} onChange={f.set} />
  );
  if (!f.hindi) return english;
  const hi = f.hindi;
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="field-pair">
      {english}
      <TextBox node={node} id={hi.id} label={<>{node.title} <span lang="hi" className={cn(HINDI_FACE, 'leading-none')}>(हिन्दी)</span></>} value={typeof hi.value === 'string' ? hi.value : ''}
        error={hi.error} disabled={f.disabled} onChange={hi.set} hindi />
    </div>
  );
}

/** A number: kept a number in the draft; an empty box is NaN, which the schema refuses with its message. */
export function NumberField({ node, path }: { node: Extract<FieldNode, { kind: 'number' }>; path: Path }) {
  const f = useContentField(path);
  return (
    <FieldShell id={f.id} label={node.title} help={node.help} error={f.error}>
      <Input
        id={f.id}
        type="number"
        inputMode={node.int ? 'numeric' : 'decimal'}
        step={node.int ? 1 : 'any'}
        min={node.min ?? undefined}
        max={node.max ?? undefined}
        value={typeof f.value === 'number' && !Number.isNaN(f.value) ? f.value : ''}
        disabled={f.disabled}
        invalid={!!f.error}
        aria-describedby={describedBy(f.id, node.help, f.error)}
        onChange={(e) => f.set(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
      />
    </FieldShell>
  );
}

/** One of the schema's options (an icon, a network, a direction). */
export function ChoiceField({ node, path }: { node: Extract<FieldNode, { kind: 'choice' }>; path: Path }) {
  const f = useContentField(path);
  return (
    <div className="space-y-1.5">
      <SelectField
        id={f.id}
        label={node.title}
        placeholder={t`Choose…`}
        // The schema's values (an icon's or a network's name) are codes, not words: marked so (decision 0073).
        translate="no"
        options={node.options.map((o) => ({ value: o, label: o }))}
        value={typeof f.value === 'string' ? f.value : ''}
        disabled={f.disabled}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(f.id, undefined, f.error)}
        onChange={(e) => f.set(e.target.value)}
      />
      {f.error && <p id={`${f.id}-error`} role="alert" className="text-sm font-medium text-red-700">{f.error}</p>}
    </div>
  );
}

/** A value the page fixes (the EMI dialog's plan): shown, not editable. */
export function FixedField({ node, path }: { node: Extract<FieldNode, { kind: 'fixed' }>; path: Path }) {
  const f = useContentField(path);
  return (
    <p id={f.id} className="text-sm text-navy-700">
      <span className="font-medium text-navy-800">{node.title}:</span> {String(f.value ?? node.value ?? '')} <span className="text-navy-500"><Trans>(fixed)</Trans></span>
    </p>
  );
}
