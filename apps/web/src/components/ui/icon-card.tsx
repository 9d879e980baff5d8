import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** `li` inside a list, `article` when the cards stand alone. */
  as?: 'li' | 'article' | 'div';
  className?: string;
}

/** A white card with an icon tile, a title (h3) and a short text: feature and benefit grids. */
export function IconCard({ icon: Icon, title, text, as: Tag = 'div', className }: IconCardProps) {
  return (
    <Tag className={cn('rounded-2xl border border-navy-100 bg-white p-6 shadow-sm', className)}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-5 text-lg font-bold text-navy-950">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-navy-700">{text}</p>
    </Tag>
  );
}
