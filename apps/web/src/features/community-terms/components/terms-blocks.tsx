import type { TermsBlock } from '../content/terms-steps.ts';
import { FactList } from '../../../components/ui/fact-list.tsx';

/** Renders a step's copy: paragraphs, bullet points, the formula and the worked example. */
export function TermsBlocks({ blocks }: { blocks: readonly TermsBlock[] }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-navy-800">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'points':
            return (
              <ul key={i} className="list-disc space-y-2 pl-5 marker:text-emerald-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'formula':
            return (
              <p key={i} className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-navy-950">
                <span className="block text-xs font-semibold tracking-wide text-emerald-800 uppercase">{block.label}</span>
                <span className="font-semibold">{block.text}</span>
              </p>
            );
          case 'example':
            return (
              <figure key={i} className="rounded-xl border border-navy-100 bg-navy-50/60 p-4">
                <figcaption className="mb-2 text-sm font-bold text-navy-950">{block.title}</figcaption>
                <FactList facts={block.rows.map((row) => [row.label, row.value])} className="gap-x-4 gap-y-1" valueClassName="font-medium tabular-nums" />
                <p className="mt-3 border-t border-navy-100 pt-3 text-sm text-navy-900">{block.result}</p>
              </figure>
            );
        }
      })}
    </div>
  );
}
