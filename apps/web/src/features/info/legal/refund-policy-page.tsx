import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { RefundBadge } from './refund-badge.tsx';
import { useLingui } from '@lingui/react/macro';

export default function RefundPolicyPage() {
  const doc = usePageContent('pages.legal').refundPolicy;
  const { t } = useLingui();
  usePageMeta({ title: t`Refund Policy`, description: t`Full refund within 7 calendar days of payment: what is refunded, what is not and how to ask.` });
  return <LegalDocument doc={doc} aside={<RefundBadge value={doc.badge.value} label={doc.badge.label} />} />;
}
