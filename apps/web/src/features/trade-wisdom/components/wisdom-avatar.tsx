import { useState } from 'react';

/** The author's picture, or the first letter of their name when there is none (or it fails to load). */
export function WisdomAvatar({ name, src }: { name: string; src: string | null }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} className="size-11 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-400 text-lg font-bold text-navy-950 uppercase">
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
