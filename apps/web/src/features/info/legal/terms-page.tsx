import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';

export default function TermsPage() {
  const doc = usePageContent('pages.legal').terms;
  usePageMeta({ title: 'Terms and Conditions', description: 'The terms for using The Lazy Trader website, apps, community and paid membership.' });
  return <LegalDocument doc={doc} />;
}
