import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { INFO_PATHS } from '../lib/info-paths.ts';
import { FunnelScreen } from './funnel-screen.tsx';
import { useLingui } from '@lingui/react/macro';

/** /landing-page-webinar: one button to the free webinar page. */
export default function LandingWebinarPage() {
  const copy = usePageContent('pages.landingVariants').webinar;
  const { t } = useLingui();
  usePageMeta({ title: t`Free Live Webinar`, description: copy.text });
  return <FunnelScreen copy={copy} to={INFO_PATHS.webinar} />;
}
