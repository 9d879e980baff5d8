import { Fragment, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { type Locale, LOCALES, LOCALE_NAMES } from '@tlt/shared/i18n/locale';
import { cn } from '../../lib/cn.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { chooseLocale, chosenLocale, twinHref } from '../../lib/language-choice.ts';
import { useSession } from '../../lib/session.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

interface LanguageSwitchProps {
  /** Only the other language's name (the header on a phone, where room is short). */
  compact?: boolean;
  /** Marks the language the reader chose before (the `lang` cookie) when it is not this page's. */
  marksChoice?: boolean;
  className?: string;
  linkClassName?: string;
}

/**
 * "English | हिन्दी" (issue 30 §2): a plain link to the same page in the other language, so the
 * switch is a full page load that starts the page in its language from the server's HTML (decision
 * 0071-hindi-addresses). It remembers the choice: the `lang` cookie, and for a member their account's
 * language, saved before the page changes.
 */
export function LanguageSwitch({ compact = false, marksChoice = false, className, linkClassName }: LanguageSwitchProps) {
  const { t } = useLingui();
  const location = useLocation();
  const { user } = useSession();
  // The cookie and the query are the browser's: read after hydration, so the server's HTML (one per
  // address, the same for everyone) matches; the link gains the query as soon as the page hydrates.
  const hydrated = useHydrated();
  const current = currentLocale();
  const chosen = marksChoice && hydrated ? chosenLocale() : null;

  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (chooseLocale(locale, event.currentTarget.href, user !== null)) event.preventDefault();
  };

  const link = (locale: Locale) => (
    <a
      href={twinHref(hydrated ? location : { pathname: location.pathname, search: '', hash: '' }, locale)}
      hrefLang={locale}
      lang={locale}
      onClick={choose(locale)}
      className={cn('underline-offset-4 hover:underline', linkClassName)}
    >
      {LOCALE_NAMES[locale]}
      {chosen === locale && (
        <>
          <span aria-hidden className="ml-1 inline-block size-1.5 rounded-full bg-emerald-400 align-middle" />
          <span className="sr-only"> ({t`your language`})</span>
        </>
      )}
    </a>
  );

  if (compact) return <span className={className}>{link(current === 'hi' ? 'en' : 'hi')}</span>;
  return (
    <span role="group" aria-label={t`Language`} className={cn('inline-flex items-center gap-2', className)}>
      {LOCALES.map((locale, i) => (
        <Fragment key={locale}>
          {i > 0 && <span aria-hidden className="opacity-60">|</span>}
          {locale === current ? (
            <span aria-current="true" lang={locale} className="font-semibold">
              {LOCALE_NAMES[locale]}
            </span>
          ) : (
            link(locale)
          )}
        </Fragment>
      ))}
    </span>
  );
}
