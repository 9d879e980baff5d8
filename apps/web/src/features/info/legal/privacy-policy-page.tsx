import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { useLingui } from '@lingui/react/macro';

export default function PrivacyPolicyPage() {
  const doc = usePageContent('pages.legal').privacyPolicy;
  const { t } = useLingui();
  usePageMeta({ title: t`Privacy Policy`, description: t`What personal data The Lazy Trader collects, how we use and protect it, and your rights.` });
  return <LegalDocument doc={doc} />;
}
