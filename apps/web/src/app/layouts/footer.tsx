import { indiaDate } from '@tlt/shared/india-time';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { BrandIcon } from '../../components/ui/brand-icons.tsx';
import { ThemeSwitch } from '../../components/ui/theme-switch.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import { PATHS } from '../../lib/paths.ts';
import { COMPANY_NAME, SOCIAL_LINKS } from '../../lib/site-config.ts';
import { useSiteContact } from '../../lib/site-contact.ts';
import { useRenderTime } from '../../lib/use-now.ts';
import { PHONE_ROOM_AT_PAGE_END } from '../../lib/floating-layer.ts';
import { cn } from '../../lib/cn.ts';
import { openConsentPrompt, useTrackerConsent } from '../../lib/analytics-consent.ts';

const LINKS = [
  { label: msg`About Us`, to: PATHS.aboutUs },
  { label: msg`Privacy Policy`, to: PATHS.privacyPolicy },
  { label: msg`Terms & Conditions`, to: PATHS.termsAndConditions },
  { label: msg`FAQs`, to: PATHS.faqs },
  { label: msg`Contact Us`, to: PATHS.contactUs },
  { label: msg`Disclaimer`, to: PATHS.disclaimer },
];

export function Footer() {
  const { i18n, t } = useLingui();
  const { social } = useSiteContact();
  // A network without an address yet is left out (issue 26 §8), and the heading with the last one.
  const networks = SOCIAL_LINKS.filter((s) => social[s.network]);
  // India's year, from the server's render time while hydrating, so both sides print the same.
  const now = useRenderTime();
  const year = indiaDate(now).slice(0, 4);
  // Only on a site with Google Analytics or the pixel configured: where the visitor changes their answer.
  const { needed: trackersAsked } = useTrackerConsent();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="space-y-4">
          <Logo className="text-white" />
          <p className="max-w-sm text-sm leading-relaxed text-navy-200">
            <Trans>
              Trading education from traders with a 20+ year track record. Educational only; not a registered
              investment advisor and no guarantees of returns.
            </Trans>
          </p>
          <ThemeSwitch tone="navy" />
          {/* Marks the reader's earlier choice when this page is in the other language. */}
          <LanguageSwitch marksChoice className="text-sm text-navy-100" linkClassName="font-medium text-white underline" />
        </div>
        <div className="grid gap-8 sm:grid-cols-2">
          <nav aria-label={t`Footer`}>
            <h2 className="mb-3 text-xs font-semibold tracking-widest text-emerald-300 uppercase">
              <Trans>Company</Trans>
            </h2>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-navy-100 hover:text-white hover:underline">
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {networks.length > 0 && <div>
            <h2 className="mb-3 text-xs font-semibold tracking-widest text-emerald-300 uppercase">
              <Trans>Follow us</Trans>
            </h2>
            <ul className="flex flex-wrap gap-2">
              {networks.map((s) => (
                <li key={s.network}>
                  <a
                    href={social[s.network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${COMPANY_NAME} on ${s.label} (opens in a new tab)`}
                    className="flex size-10 items-center justify-center rounded-full border border-white/15 text-navy-100 transition hover:border-emerald-400 hover:text-emerald-300"
                  >
                    <BrandIcon network={s.network} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>}
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The page ends with room for the WhatsApp button and an open popup, so they cover no text (issue 14 §6). */}
        <p className={cn('mx-auto max-w-7xl px-4 py-5 text-center text-xs text-navy-200 md:pb-[max(1.25rem,var(--floating-room,0px))] md:px-6 lg:px-8', PHONE_ROOM_AT_PAGE_END)}>
          <Trans>© {year} {COMPANY_NAME}. All rights reserved.</Trans>
          {trackersAsked && (
            <>
              <span className="hidden sm:inline" aria-hidden> · </span>
              <button type="button" onClick={openConsentPrompt} className="mx-auto mt-1 block underline hover:text-white sm:mt-0 sm:inline">
                <Trans>Cookie settings</Trans>
              </button>
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
