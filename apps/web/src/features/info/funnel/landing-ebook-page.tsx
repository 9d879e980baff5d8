import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { INFO_PATHS } from '../lib/info-paths.ts';
import { EbookForm } from './ebook-form.tsx';
import { FunnelScreen } from './funnel-screen.tsx';

/** /landing-page-ebook: the free e-book's gift form beside the membership pitch, the webinar as the softer step. */
export default function LandingEbookPage() {
  const copy = usePageContent('pages.landingVariants').ebook;
  usePageMeta({ title: 'Free Trading E-book', description: copy.text });
  return (
    <FunnelScreen
      copy={copy}
      to={PATHS.register}
      aside={<EbookForm fileUrl={copy.fileUrl} />}
      extra={
        <Link to={INFO_PATHS.webinar} className="font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200">
          {copy.webinarLinkLabel}
        </Link>
      }
    />
  );
}
