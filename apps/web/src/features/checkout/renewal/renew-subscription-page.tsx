import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { formatPeriodEnd } from '../../../lib/period-dates.ts';
import type { RenewalLink } from '@tlt/shared/renewal-link';
import { Logo } from '../../../components/layout/logo.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useCheckout } from '../use-checkout.tsx';
import { RenewalPlans } from '../components/renewal-plans.tsx';
import { renewSubscription, useRenewalLink } from './renew-subscription.ts';
import { ProcessingOverlay } from './processing-overlay.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** What the login page knew when it sent the member here (prefills the checkout). */
function loginEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** What the page says to the link's holder: a current member is told when the membership ends (issue 26 §4). */
function useLead(link: RenewalLink | undefined): string {
  const { t } = useLingui();
  if (link && !link.ended && link.endDate) {
    const ends = formatPeriodEnd(link.endDate, 'long');
    return t`Your membership ends on ${ends}; renew now. The period you pay for starts when this one ends, so you lose no days. Tap the selected plan again or press Go to pay.`;
  }
  return t`Your membership has ended. Choose a plan to continue; tap the selected plan again or press Go to pay.`;
}

/**
 * Spec §2/§4 Renew Subscription: pick a plan (12 months by default), pay, renew, then log in again.
 * Opened from login's 402 or a reminder mail's link, signed in or not.
 */
export default function RenewSubscriptionPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Renew Subscription`, description: t`Renew your membership of The Lazy Trader.` });
  const { renewalToken = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const link = useRenewalLink(renewalToken);
  const lead = useLead(link.data);

  const checkout = useCheckout({
    category: 'Renewal',
    onPaid: async (payment) => {
      try {
        await renewSubscription({ token: renewalToken, ...payment });
        toast.success(translateShared(MSG.renewSuccess));
        navigate(PATHS.login, { replace: true });
      } catch {
        toast.error(translateShared(MSG.renewFailed));
      }
    },
  });

  const pay = (planId: number) =>
    void checkout.start({ planId, renewalToken, email: loginEmail(location.state) });

  return (
    <div className="flex-1 bg-gradient-to-b from-navy-50 to-slate-50 px-4 pt-6 pb-14">
      <div className="mx-auto max-w-6xl">
        <Logo className="w-fit text-navy-950" />
        <div className="mx-auto mt-10 max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
            <Trans>Renew Subscription</Trans>
          </h1>
          <p className="mt-3 text-navy-700">
            {link.isError ? translateShared(MSG.renewalTokenInvalid) : link.isPending ? '\u00a0' : lead}
          </p>
        </div>

        {!link.isError && <RenewalPlans onPay={pay} busy={checkout.loading} />}
        <div className="mt-6 text-center">
          <p className="text-sm text-navy-700">
            <Trans>
              Changed your mind?{' '}
              <Link to={PATHS.login} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
                Back to Login
              </Link>
            </Trans>
          </p>
        </div>
      </div>
      {checkout.loading && <ProcessingOverlay />}
      {checkout.checkoutDialog}
    </div>
  );
}
