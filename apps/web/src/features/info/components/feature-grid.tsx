import type { LucideIcon } from 'lucide-react';
import { IconCard } from '../../../components/ui/icon-card.tsx';
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
      {items.map((item, i) => (
        <IconCard key={item.title} as="li" icon={icons[i % icons.length]} title={item.title} text={item.text} />
      ))}
    </ul>
  );
}
