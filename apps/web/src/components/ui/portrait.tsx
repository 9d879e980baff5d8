import { cn } from '../../lib/cn.ts';

/** "Asha Rao" → "AR": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.charAt(0) ?? '') + (words.length > 1 ? words.at(-1)!.charAt(0) : '')).toUpperCase() || '?';
}

interface PortraitProps {
  /** The photo; '' when there is none yet, then the person's initials show (issue 26 §8). */
  src: string;
  name: string;
  /** The photo's text; the initials are the name's, so they are hidden from screen readers beside it. */
  alt: string;
  size: number;
  className?: string;
}

/** A round portrait: the photo, or the name's initials in its place. */
export function Portrait({ src, name, alt, size, className }: PortraitProps) {
  if (src) return <img src={src} alt={alt} width={size} height={size} loading="lazy" className={cn('rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-900', className)}
    >
      {initialsOf(name)}
    </span>
  );
}
