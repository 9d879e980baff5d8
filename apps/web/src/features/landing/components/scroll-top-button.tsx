import { ArrowUp } from 'lucide-react';
import { useContentUnder } from '../../../lib/floating-layer.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useScrollY } from '../../../lib/use-scroll.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec §9: after 600 px of scroll, on devices wider than a phone. */
export const SCROLL_TOP_AFTER_PX = 600;

/** Where it floats: right-6 bottom-24 size-11. */
const AREA = { side: 'right', inset: 24, bottom: 96, width: 44, height: 44 } as const;

export function ScrollTopButton() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { t } = useLingui();
  const y = useScrollY();
  const shown = !isPhone && y > SCROLL_TOP_AFTER_PX;
  // Like the WhatsApp button below it, it steps aside while text or a control is under it (issue 14 §6).
  const overContent = useContentUnder(shown, AREA);
  if (!shown || overContent) return null;
  return (
    <button
      data-floating=""
      type="button"
      aria-label={t`Scroll to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-6 bottom-24 z-30 flex size-11 animate-fade-in items-center justify-center rounded-full bg-navy-900 text-white shadow-lg transition hover:bg-navy-800"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
