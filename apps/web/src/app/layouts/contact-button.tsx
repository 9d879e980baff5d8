import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { useSiteContact, whatsappUrl } from '../../lib/site-contact.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useScrollFraction } from '../../lib/use-scroll.ts';
import { contactButtonMode, contactButtonScrollThreshold } from '../../lib/layout-rules.ts';
import { contactCorner, useContentUnder, useFloatingPopupOpen, useTypingInField } from '../../lib/floating-layer.ts';
import { useLingui } from '@lingui/react/macro';

/** Floating messaging link for logged-out visitors (spec §2 global layout). */
export function ContactButton() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { token } = useSession();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const fraction = useScrollFraction();
  const { whatsappNumber } = useSiteContact();
  const popupOpen = useFloatingPopupOpen();
  const typing = useTypingInField();
  const mode = contactButtonMode(pathname, token !== null);
  const visible = mode === 'always' || (mode === 'after-scroll' && fraction > contactButtonScrollThreshold(isPhone));
  const overContent = useContentUnder(visible, contactCorner(isPhone));
  // Issue 14 §6: it steps aside while text or a control passes under it; on a phone also for the
  // channel popup and while a field is being typed in (the keyboard is up). Page endings leave it room.
  // No WhatsApp number yet (issue 26 §8): no button.
  if (!whatsappNumber || !visible || overContent || (isPhone && (popupOpen || typing))) return null;
  return (
    <aside aria-label={t`Contact`} data-floating="">
      <a
        href={whatsappUrl(whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat with us on WhatsApp (opens in a new tab)`}
        className="fixed right-4 bottom-4 z-30 flex size-14 animate-fade-in items-center justify-center rounded-full bg-emerald-400 text-navy-950 shadow-lg shadow-navy-950/30 transition hover:scale-105 hover:bg-emerald-300 md:right-6 md:bottom-6"
      >
        <MessageCircle className="size-7" aria-hidden />
      </a>
    </aside>
  );
}
