import { ArrowUp } from 'lucide-react';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useScrollY } from '../../../lib/use-scroll.ts';

/** Spec §9: after 600 px of scroll, on devices wider than a phone. */
export const SCROLL_TOP_AFTER_PX = 600;

export function ScrollTopButton() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const y = useScrollY();
  if (isPhone || y <= SCROLL_TOP_AFTER_PX) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-6 bottom-24 z-30 flex size-11 animate-fade-in items-center justify-center rounded-full bg-navy-900 text-white shadow-lg transition hover:bg-navy-800"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
