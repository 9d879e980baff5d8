import { cn } from '../../lib/cn.ts';

interface SectionHeadingProps {
  /** The section points at it with aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  className?: string;
}

/** A centred section title (h2) with an optional line of intro. */
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
