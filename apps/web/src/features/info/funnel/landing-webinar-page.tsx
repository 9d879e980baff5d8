import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { INFO_PATHS } from '../lib/info-paths.ts';
import { FunnelScreen } from './funnel-screen.tsx';

/** /landing-page-webinar: one button to the free webinar page. */
export default function LandingWebinarPage() {
  const copy = usePageContent('pages.landingVariants').webinar;
  usePageMeta({ title: 'Free Live Webinar', description: copy.text });
  return <FunnelScreen copy={copy} to={INFO_PATHS.webinar} />;
}
