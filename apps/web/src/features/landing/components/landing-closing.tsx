import { indiaDate } from '@tlt/shared/india-time';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY_NAME } from '../../../lib/site-config.ts';
import { useRenderTime } from '../../../lib/use-now.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { PHONE_ROOM_AT_PAGE_END } from '../../../lib/floating-layer.ts';
import { cn } from '../../../lib/cn.ts';
import { LandingHeading } from './landing-heading.tsx';
import { Trans } from '@lingui/react/macro';

/** Call to action plus the legal line; the landing page has no site footer (spec §2). */
export function LandingClosing() {
  // India's year, from the server's render time while hydrating, so both sides print the same.
  const now = useRenderTime();
  // The heading names the plan lengths from the catalogue (landing.closing's {planLengths}).
  const closing = useLandingContent('closing');
  const year = indiaDate(now).slice(0, 4);
  return (
    <>
      <section aria-labelledby="join-title" className="bg-navy-950 py-16 text-white md:py-20">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center">
          <LandingHeading id="join-title" title={closing.heading} intro={closing.text} dark introClassName="max-w-xl" />
          <Link to={PATHS.register} className={buttonStyles('primary', 'lg', 'mt-8')}>
            {closing.ctaLabel}
          </Link>
        </div>
      </section>
      {/* The page ends with room for the share bar, the WhatsApp button and an open popup (issue 14 §6). */}
      <div className={cn('border-t border-white/10 bg-navy-950 px-4 py-6 text-center text-xs leading-relaxed text-navy-200 md:pb-[max(1.5rem,var(--floating-room,0px))]', PHONE_ROOM_AT_PAGE_END)}>
        <p>
          <Trans>Educational only. We are not a registered investment advisor and give no investment advice or guarantees.</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            © {year} {COMPANY_NAME}. All rights reserved.
          </Trans>
        </p>
      </div>
    </>
  );
}
