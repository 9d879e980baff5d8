import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { FunnelScreen } from './funnel-screen.tsx';

export default function JoinUsPage() {
  const copy = usePageContent('pages.joinUs');
  usePageMeta({ title: 'Join Us', description: copy.text });
  return <FunnelScreen copy={copy} to={PATHS.register} />;
}
