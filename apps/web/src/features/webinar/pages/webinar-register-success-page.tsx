import { useLocation } from 'react-router';
import { CalendarDays, CheckCircle2, Mail, MessageCircle } from 'lucide-react';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { webinarSlotLine } from '../lib/slot-line.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useWebinarConfig } from '../../../lib/api/webinar-config.ts';
import { AddToCalendar } from '../components/add-to-calendar.tsx';
import { FunnelHeader } from '../components/funnel-header.tsx';
import type { BookedSlot } from '../paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The slot the registration booked (router state, kept by the browser across a reload); none when opened directly. */
function useBookedSlot(): BookedSlot | null {
  const state: unknown = useLocation().state;
  const s = state as Partial<BookedSlot> | null;
  return s && typeof s.registrationId === 'string' && typeof s.slotDate === 'string' && !Number.isNaN(Date.parse(s.slotDate))
    ? { registrationId: s.registrationId, slotDate: s.slotDate }
    : null;
}

/**
 * Spec §2 success page: the group link from the config, with a fallback while it loads or fails;
 * the booked slot restated as the webinar page states it, and as a calendar file (issue 14 §7).
 */
export default function WebinarRegisterSuccessPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`You are registered`, description: t`Your seat in the free live webinar is booked. Join the WhatsApp group for the webinar ID and password.` });
  const config = useWebinarConfig();
  const link = config.data?.whatsappLink || FALLBACK_WHATSAPP_LINK;
  const booked = useBookedSlot();
  const slotText = booked && webinarSlotLine(new Date(booked.slotDate), config.data?.customWebinarDate);
  return (
    <div className="flex-1 bg-gradient-to-b from-navy-50 to-slate-50">
      <FunnelHeader />
      <section className="px-4 py-10 md:py-16">
        <Card className="mx-auto w-full max-w-lg p-6 text-center md:p-10">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CheckCircle2 className="size-9" aria-hidden />
          </span>
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">{translateShared(MSG.webinarRegistered)}</h1>
          {booked && slotText && (
            <div className="mt-4 flex flex-col items-center gap-3">
              <p className="flex items-center justify-center gap-2 font-bold text-navy-950">
                <CalendarDays className="size-5 text-emerald-600" aria-hidden />
                <span>
                  <span className="sr-only">
                    <Trans>Your slot:</Trans>{' '}
                  </span>
                  {slotText}
                </span>
              </p>
              <AddToCalendar event={{ registrationId: booked.registrationId, slot: new Date(booked.slotDate), slotText, groupLink: link }} />
            </div>
          )}
          <p className="mt-3 text-navy-700">
            <Trans>The webinar ID and password will be shared in our WhatsApp group. Join it now so you don&apos;t miss them.</Trans>
          </p>
          <a href={link} target="_blank" rel="noopener noreferrer" className={buttonStyles('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
            <MessageCircle className="size-5" aria-hidden /> <Trans>Join Whatsapp Group</Trans>
          </a>
          <p className="mt-4 text-xs text-navy-600">
            <Trans>
              If the link does not open, copy it into your browser: <span className="break-all">{link}</span>
            </Trans>
          </p>
          {config.data && (config.data.supportPhone || config.data.supportEmail) && (
            <div className="mt-8 rounded-xl bg-navy-50 p-4 text-left text-sm text-navy-800">
              <p className="font-semibold text-navy-950">
                <Trans>Need help?</Trans>
              </p>
              {config.data.supportPhone && <p className="mt-2 flex items-start gap-2">
                <MessageCircle className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                <span>
                  <Trans>WhatsApp us on</Trans>{' '}
                  <a className="font-semibold whitespace-nowrap text-emerald-700 underline" href={`https://wa.me/${config.data.supportPhone.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer">
                    {config.data.supportPhone}
                  </a>
                </span>
              </p>}
              {config.data.supportEmail && <p className="mt-1 flex items-start gap-2">
                <Mail className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                <span>
                  {config.data.supportPhone ? t`or write to` : t`Write to`}{' '}
                  <a className="font-semibold break-all text-emerald-700 underline" href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</a>
                </span>
              </p>}
            </div>
          )}
        </Card>
      </section>
    </div>
  );
}
