import { cn } from '../../../lib/cn.ts';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  className?: string;
}

export function SectionHeading({ id, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-navy-700">{intro}</p>}
    </div>
  );
}
