import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';

export default function PrivacyPolicyPage() {
  const doc = usePageContent('pages.legal').privacyPolicy;
  usePageMeta({ title: 'Privacy Policy', description: 'What personal data The Lazy Trader collects, how we use and protect it, and your rights.' });
  return <LegalDocument doc={doc} />;
}
