import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

interface FeatureGridProps {
  items: { title: string; text: string }[];
  /** Icons by position; the operator edits the copy, the look stays. */
  icons: LucideIcon[];
  className?: string;
}

export function FeatureGrid({ items, icons, className }: FeatureGridProps) {
  return (
    <ul className={cn('mt-8 grid gap-5 md:grid-cols-3', className)}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={item.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-bold text-navy-950">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-navy-700">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
