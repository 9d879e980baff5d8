import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { useLingui } from '@lingui/react/macro';

export default function DisclaimerPage() {
  const doc = usePageContent('pages.legal').disclaimer;
  const { t } = useLingui();
  usePageMeta({ title: t`Disclaimer`, description: t`Educational only: not a registered investment advisor, no investment advice and no guarantees of returns.` });
  return <LegalDocument doc={doc} />;
}
