import { useState } from 'react';
import { MessageCircle, Send, Share2, X } from 'lucide-react';
import type { ShareTarget } from '@tlt/shared/content/landing';
import { BrandIcon } from '../../../components/ui/brand-icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContentUnder, useFloatingPopupOpen } from '../../../lib/floating-layer.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useScrollFraction } from '../../../lib/use-scroll.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { SHARE_TARGET_LABELS, shareBarVisible, shareUrl } from '../lib/share.ts';
import { useLingui } from '@lingui/react/macro';

function ShareIcon({ target }: { target: ShareTarget }) {
  if (target === 'whatsapp') return <MessageCircle className="size-5" aria-hidden />;
  if (target === 'telegram') return <Send className="size-5" aria-hidden />;
  return <BrandIcon network={target} className="size-5" aria-hidden />;
}

const COLORS: Record<ShareTarget, string> = {
  facebook: 'bg-[#1877f2]',
  whatsapp: 'bg-[#128c4a]',
  linkedin: 'bg-[#0a66c2]',
  twitter: 'bg-[#0f1419]',
  telegram: 'bg-[#1c7fb8]',
};

/**
 * Spec §2: fixed share buttons, collapsible; on phones only after about 52% of the page.
 * From tablets up it sits on the left edge; the sections keep md:pl-16 so it covers no text.
 */
export function ShareBar() {
  const share = useLandingContent('share');
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const fraction = useScrollFraction();
  const [open, setOpen] = useState(true);
  // Not in server HTML: whether it shows depends on the screen (a phone hides it at first).
  const hydrated = useHydrated();
  // On a phone it waits while the channel popup holds the bottom edge (issue 14 §6).
  const popupOpen = useFloatingPopupOpen();
  const shown = hydrated && shareBarVisible(isPhone, fraction) && !(isPhone && popupOpen);
  // On a phone its row (size-10 buttons, gap-1.5) steps aside while text or a control is under it.
  const buttons = open ? share.targets.length + 1 : 1;
  const overContent = useContentUnder(shown && isPhone, { side: 'left', inset: 16, bottom: 16, width: buttons * 40 + (buttons - 1) * 6, height: 40 });
  if (!shown || overContent) return null;
  const pageUrl = `${window.location.origin}/`;
  const label = share.label;
  const lowerLabel = label.toLowerCase();
  const shareLabel = (target: ShareTarget) => {
    const network = SHARE_TARGET_LABELS[target];
    return t`${label} on ${network} (opens in a new tab)`;
  };
  return (
    <aside
      data-floating=""
      aria-label={share.label}
      className="fixed bottom-4 left-4 z-30 flex animate-fade-in items-center gap-1.5 md:top-1/2 md:bottom-auto md:left-0 md:-translate-y-1/2 md:flex-col md:gap-0"
    >
      <ul id="share-links" hidden={!open} className="flex gap-1.5 md:flex-col md:gap-0">
        {share.targets.map((target) => (
          <li key={target}>
            <a
              href={shareUrl(target, pageUrl, share.message)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={shareLabel(target)}
              className={cn(
                'flex size-10 items-center justify-center rounded-full text-white shadow transition hover:brightness-110 md:size-11 md:rounded-none md:hover:w-14',
                COLORS[target],
              )}
            >
              <ShareIcon target={target} />
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="share-links"
        aria-label={open ? t`Hide ${lowerLabel} buttons` : t`Show ${lowerLabel} buttons`}
        onClick={() => setOpen((o) => !o)}
        className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-white shadow md:size-11 md:rounded-none md:rounded-br-lg"
      >
        {open ? <X className="size-5" aria-hidden /> : <Share2 className="size-5" aria-hidden />}
      </button>
    </aside>
  );
}
