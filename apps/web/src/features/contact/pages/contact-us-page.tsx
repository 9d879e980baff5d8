import { Mail, MessageCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSiteContact, whatsappUrl } from '../../../lib/site-contact.ts';
import { useSupportContact } from '../api/support-contact.ts';
import { ContactFormView } from '../components/contact-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2 Contact Us: the query form, support by e-mail and a messaging button. */
export default function ContactUsPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Contact Us`,
    description: t`Questions about membership, the webinar or your account? Write to The Lazy Trader team.`,
  });
  const support = useSupportContact();
  const { whatsappNumber } = useSiteContact();
  return (
    <section className="bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:py-16">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-2 mb-6 text-navy-700">
          <Trans>Send us your question and one of our team will get back to you.</Trans>
        </p>
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[1fr_22rem] md:items-start">
        <Card className="p-5 md:p-8">
          <ContactFormView />
        </Card>
        {/* Each way shows once it is set (issue 26 §8). */}
        <aside aria-label={t`Other ways to reach us`} className="space-y-4">
          {support.data?.email && <Card className="p-5">
            <h2 className="flex items-center gap-2 font-bold text-navy-950">
              <Mail className="size-5 text-emerald-600" aria-hidden /> <Trans>E-mail</Trans>
            </h2>
            <p className="mt-1 text-sm text-navy-700">
              <Trans>We answer within one working day.</Trans>
            </p>
            <a href={`mailto:${support.data.email}`} translate="no" className="mt-3 inline-block font-semibold break-all text-emerald-700 underline underline-offset-2">
              {support.data.email}
            </a>
          </Card>}
          {whatsappNumber && <Card className="p-5">
            <h2 className="flex items-center gap-2 font-bold text-navy-950">
              <MessageCircle className="size-5 text-emerald-600" aria-hidden /> WhatsApp
            </h2>
            <p className="mt-1 text-sm text-navy-700">
              <Trans>Quick questions? Message us.</Trans>
            </p>
            <a href={whatsappUrl(whatsappNumber)} target="_blank" rel="noopener noreferrer" className={buttonStyles('primary', 'md', 'mt-3 w-full')}>
              <MessageCircle className="size-5" aria-hidden /> <Trans>Chat on WhatsApp</Trans>
            </a>
          </Card>}
        </aside>
      </div>
    </section>
  );
}
