import { Mail } from 'lucide-react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageContent } from '../api/get-page-content.ts';
import { MemberCta } from '../components/member-cta.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { FaqAccordion } from './faq-accordion.tsx';

/** Spec §2 FAQ page: collapsible answers, a join button for visitors, a contact-by-e-mail link. */
export default function FaqsPage() {
  const content = usePageContent('pages.faqs');
  usePageMeta({
    title: 'FAQs',
    description: 'Answers about The Lazy Trader membership: plans, alerts, capital, EMI, refunds and how we trade.',
  });
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow="Help" title={content.title} intro={content.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
        <FaqAccordion items={content.items} />
        <section aria-labelledby="faq-contact" className="mt-10 rounded-2xl bg-navy-50 px-5 py-8 text-center md:px-8">
          <h2 id="faq-contact" className="text-xl font-bold text-navy-950">
            Still have questions?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-navy-700">{content.contactText}</p>
          <a
            href={`mailto:${content.contactEmail}`}
            className="mt-4 inline-block font-semibold break-words text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
          >
            <Mail className="mr-2 inline size-5 align-[-0.25em]" aria-hidden />
            Email us at {content.contactEmail}
          </a>
          <div className="mt-6">
            <MemberCta label={content.joinLabel} />
          </div>
        </section>
      </div>
    </div>
  );
}
