import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { FunnelScreen } from './funnel-screen.tsx';
import { useLingui } from '@lingui/react/macro';

export default function JoinUsPage() {
  const copy = usePageContent('pages.joinUs');
  const { t } = useLingui();
  usePageMeta({ title: t`Join Us`, description: copy.text });
  return <FunnelScreen copy={copy} to={PATHS.register} />;
}
