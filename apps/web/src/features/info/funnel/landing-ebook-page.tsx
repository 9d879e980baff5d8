import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { INFO_PATHS } from '../lib/info-paths.ts';
import { EbookForm } from './ebook-form.tsx';
import { FunnelScreen } from './funnel-screen.tsx';
import { useLingui } from '@lingui/react/macro';

/**
 * /landing-page-ebook: the free e-book's gift form beside the membership pitch, the webinar as the
 * softer step. Until the operator has set the e-book's file the offer is left out (issue 26 §8) and
 * the page is the main landing variant's pitch.
 */
export default function LandingEbookPage() {
  const variants = usePageContent('pages.landingVariants');
  const offered = !!variants.ebook.fileUrl;
  const copy = offered ? variants.ebook : variants.main;
  const { t } = useLingui();
  usePageMeta({ title: offered ? t`Free Trading E-book` : t`Become a Member`, description: copy.text });
  return (
    <FunnelScreen
      copy={copy}
      to={PATHS.register}
      aside={offered ? <EbookForm fileUrl={variants.ebook.fileUrl} /> : undefined}
      extra={
        <Link to={INFO_PATHS.webinar} className="font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200">
          {variants.ebook.webinarLinkLabel}
        </Link>
      }
    />
  );
}
