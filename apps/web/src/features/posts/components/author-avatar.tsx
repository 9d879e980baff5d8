import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A post author's picture, or the first letter of their name when there is none. */
export function AuthorAvatar({ name, src, className = 'size-10' }: { name: string; src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} className={cn('shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      translate="no"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-emerald-400 font-bold text-navy-950 uppercase', className)}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
