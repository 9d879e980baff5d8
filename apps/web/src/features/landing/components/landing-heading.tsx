import { cn } from '../../../lib/cn.ts';

/** A landing section's h2 (its id labels the section) and the line under it; `dark` on a navy band. */
export function LandingHeading({ id, title, intro, dark = false, className, introClassName }: {
  id: string; title: string; intro?: string; dark?: boolean; className?: string; introClassName?: string;
}) {
  return (
    <>
      <h2 id={id} className={cn('text-3xl font-extrabold tracking-tight md:text-4xl', !dark && 'text-navy-950', className)}>
        {title}
      </h2>
      {intro && <p className={cn('mt-3', dark ? 'text-navy-100' : 'text-navy-700', introClassName)}>{intro}</p>}
    </>
  );
}
