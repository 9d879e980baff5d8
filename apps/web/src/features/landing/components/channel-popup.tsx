import { useState } from 'react';
import { Send, X } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { HEADINGS, useContentUnder, useFloatingRoom, useHoldsFloatingPopup } from '../../../lib/floating-layer.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useScrollFraction } from '../../../lib/use-scroll.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { useLingui } from '@lingui/react/macro';

export const CHANNEL_DISMISSED_KEY = 'channelPopupDismissed';
/** Offered once the visitor has read a quarter of the page, not on arrival. */
export const CHANNEL_POPUP_AFTER = 0.25;

function readDismissed(): boolean {
  try {
    return localStorage.getItem(CHANNEL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spec §2: the free messaging-channel invitation; closing (or joining) remembers the choice. */
export function ChannelPopup() {
  const channel = useLandingContent('channel');
  const { t } = useLingui();
  const fraction = useScrollFraction();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);
  // No channel link yet (issue 26 §8): nothing to invite to.
  const offered = !!channel.link && !dismissed && fraction >= CHANNEL_POPUP_AFTER;
  // From md up it floats beside the column (md:left-16 bottom-6 w-80) and steps aside while a
  // section's heading passes under it, as the WhatsApp button does for any text (issue 26 §11: it
  // covered "Know Your Experts"). On a phone it holds the bottom and the rest steps aside.
  const headingUnder = useContentUnder(offered && !isPhone, { side: 'left', inset: 64, bottom: 24, width: 320, height: element?.offsetHeight ?? 280 }, HEADINGS);
  const shown = offered && !headingUnder;
  // While it shows, the share bar and the WhatsApp button leave a phone's bottom edge to it, and
  // the page's end leaves room for it.
  useHoldsFloatingPopup(shown);
  useFloatingRoom(shown ? element : null);
  if (!shown) return null;

  function dismiss() {
    setDismissed(true);
    try {
      localStorage.setItem(CHANNEL_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: it stays closed for this visit.
    }
  }

  return (
    <aside
      ref={setElement}
      data-floating=""
      aria-labelledby="channel-title"
      className="fixed inset-x-4 bottom-4 z-30 animate-fade-in rounded-2xl border border-navy-100 bg-white p-5 shadow-2xl md:inset-x-auto md:bottom-6 md:left-16 md:w-80"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Close`}
        className="absolute top-3 right-3 rounded-md p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900"
      >
        <X className="size-5" aria-hidden />
      </button>
      <h2 id="channel-title" className="pr-8 text-lg font-bold text-navy-950">
        {channel.title}
      </h2>
      <p className="mt-1 text-sm text-navy-700">{channel.text}</p>
      <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Send className="size-4 text-sky-600" aria-hidden /> {channel.name}
      </p>
      <a
        href={channel.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={dismiss}
        className={buttonStyles('primary', 'md', 'mt-4 w-full')}
      >
        {channel.joinLabel}
      </a>
      <p className="mt-3 text-xs text-navy-600">{channel.note}</p>
    </aside>
  );
}
