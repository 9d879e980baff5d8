import { useState } from 'react';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { currentLocale } from '../../lib/i18n.ts';
import { browserPrefersHindi, chosenLocale, dismissOffer, offerDismissed, rememberLocale, twinHref } from '../../lib/language-choice.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A first visitor whose browser prefers Hindi, on an English page, is offered its Hindi twin
 * (issue 30 §2): never sent there. Once they choose a language (the `lang` cookie) or close the
 * offer, it is not shown again. Drawn after hydration only: the server's HTML is the same for all.
 */
export function LanguageOffer() {
  const { t } = useLingui();
  const location = useLocation();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || currentLocale() !== 'en' || chosenLocale() !== null || offerDismissed() || !browserPrefersHindi()) return null;

  const close = () => {
    dismissOffer();
    setClosed(true);
  };
  return (
    <aside
      aria-label={t`Read this page in Hindi`}
      className="fixed top-[4.5rem] right-3 z-50 flex max-w-[calc(100vw-1.5rem)] animate-fade-in items-start gap-2 rounded-xl border border-navy-200 bg-white py-2 pr-2 pl-4 text-navy-950 shadow-xl lg:top-20"
    >
      <a
        href={twinHref(location, 'hi')}
        hrefLang="hi"
        onClick={() => {
          rememberLocale('hi');
          dismissOffer();
        }}
        className="py-1 text-sm font-semibold underline-offset-4 hover:underline"
      >
        <span lang="hi" className="block">यह पेज हिन्दी में पढ़ें</span>
        <span className="block text-xs font-normal text-navy-600">Read this page in Hindi</span>
      </a>
      <button type="button" onClick={close} aria-label={t`Close`} className="rounded-md p-1.5 text-navy-500 hover:bg-navy-50 hover:text-navy-950">
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
