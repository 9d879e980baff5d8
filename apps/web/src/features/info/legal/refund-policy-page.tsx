import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { RefundBadge } from './refund-badge.tsx';

export default function RefundPolicyPage() {
  const doc = usePageContent('pages.legal').refundPolicy;
  usePageMeta({ title: 'Refund Policy', description: 'Full refund within 7 calendar days of payment: what is refunded, what is not and how to ask.' });
  return <LegalDocument doc={doc} aside={<RefundBadge value={doc.badge.value} label={doc.badge.label} />} />;
}
