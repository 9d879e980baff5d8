import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { FunnelScreen } from './funnel-screen.tsx';
import { useLingui } from '@lingui/react/macro';

/** /landing-page: the ad campaigns' membership page. */
export default function LandingVariantPage() {
  const copy = usePageContent('pages.landingVariants').main;
  const { t } = useLingui();
  usePageMeta({ title: t`Become a Member`, description: copy.text });
  return <FunnelScreen copy={copy} to={PATHS.register} />;
}
