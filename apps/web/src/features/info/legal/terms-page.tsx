import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { useLingui } from '@lingui/react/macro';

export default function TermsPage() {
  const doc = usePageContent('pages.legal').terms;
  const { t } = useLingui();
  usePageMeta({ title: t`Terms and Conditions`, description: t`The terms for using The Lazy Trader website, apps, community and paid membership.` });
  return <LegalDocument doc={doc} />;
}
