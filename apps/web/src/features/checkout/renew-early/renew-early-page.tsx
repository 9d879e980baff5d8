import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { formatPeriodEnd } from '../../../lib/period-dates.ts';
import { RENEW_EARLY_MSG } from '@tlt/shared/renew-early';
import { currentPeriodEnd } from '@tlt/shared/subscription';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSession } from '../../../lib/session.tsx';
import { RenewalPlans } from '../components/renewal-plans.tsx';
import { ProcessingOverlay } from '../renewal/processing-overlay.tsx';
import { useCheckout } from '../use-checkout.tsx';
import { renewEarly } from './renew-early.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Renew early (issue 15): a signed-in member picks a plan and pays; the server prices it, and the
 * new period starts when the current one ends. Then back to the profile's payment history.
 */
export default function RenewEarlyPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Renew early`, description: t`Pay for your next membership period now; it starts when the current one ends.` });
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(60_000);

  const checkout = useCheckout({
    category: 'Renew early',
    onPaid: async (payment) => {
      try {
        updateUser(await renewEarly(payment));
        // The profile's payment history (['me', 'payments', userId]) now has a new payment and invoice.
        void queryClient.invalidateQueries({ queryKey: ['me', 'payments'] });
        toast.success(translateShared(RENEW_EARLY_MSG.success));
        navigate(`${PATHS.profile}#payments`, { replace: true });
      } catch {
        toast.error(translateShared(MSG.renewFailed));
      }
    },
  });

  if (!user) return null;
  const end = currentPeriodEnd(user)?.toISOString();
  const running = !!end && new Date(end).getTime() > now.getTime();
  const until = end ? formatPeriodEnd(end, 'long') : '';
  const pay = (planId: number) => void checkout.start({ planId, purpose: 'renewal', name: user.name, email: user.email, contact: user.contactNo ?? undefined });

  return (
    <div className="flex-1 bg-gradient-to-b from-navy-50 to-slate-50 px-4 pt-8 pb-14">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
            <Trans>Renew early</Trans>
          </h1>
          <p className="mt-3 text-navy-700">
            {running
              ? t`Your membership runs until ${until}. The period you pay for now starts then, so you lose no days.`
              : t`Your membership has ended: the period you pay for now starts today.`}{' '}
            <Trans>Tap the selected plan again or press Go to pay.</Trans>
          </p>
        </div>
        <RenewalPlans onPay={pay} busy={checkout.loading} />
        <p className="mt-6 text-center text-sm text-navy-700">
          <Link to={PATHS.profile} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
            <Trans>Back to My Profile</Trans>
          </Link>
        </p>
      </div>
      {checkout.loading && <ProcessingOverlay />}
      {checkout.checkoutDialog}
    </div>
  );
}
