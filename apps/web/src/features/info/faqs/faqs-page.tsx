import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { useSiteContact } from '../../../lib/site-contact.ts';
import { useInfoPage } from '../lib/use-info-page.ts';
import { MemberCta } from '../components/member-cta.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2 FAQ page: collapsible answers, a join button for visitors, a contact-by-e-mail link. */
export default function FaqsPage() {
  const content = useInfoPage('pages.faqs');
  // The page's own address, else the site's support e-mail; with neither set yet, the Contact Us page (issue 26 §8).
  const { supportEmail } = useSiteContact();
  const email = content.contactEmail || supportEmail;
  const { t } = useLingui();
  return (
    <div className="bg-slate-50">
      <PageIntro eyebrow={t`Help`} title={content.title} intro={content.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
        <FaqAccordion items={content.items} />
        <section aria-labelledby="faq-contact" className="mt-10 rounded-2xl bg-navy-50 px-5 py-8 text-center md:px-8">
          <h2 id="faq-contact" className="text-xl font-bold text-navy-950">
            <Trans>Still have questions?</Trans>
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-navy-700">{content.contactText}</p>
          {email ? <a
            href={`mailto:${email}`}
            className="mt-4 inline-block font-semibold break-words text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
          >
            <Mail className="mr-2 inline size-5 align-[-0.25em]" aria-hidden />
            <Trans>Email us at {email}</Trans>
          </a> : (
            <Link to={PATHS.contactUs} className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950">
              <Mail className="mr-2 inline size-5 align-[-0.25em]" aria-hidden />
              <Trans>Write to us</Trans>
            </Link>
          )}
          <div className="mt-6">
            <MemberCta label={content.joinLabel} />
          </div>
        </section>
      </div>
    </div>
  );
}
