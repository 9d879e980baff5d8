import { useState } from 'react';
import { CreditCard, FlaskConical, X } from 'lucide-react';
import type { CheckoutSuccess, Order } from '@tlt/shared/orders';
import { LogoMark } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogShell, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatRupees } from '@tlt/shared/money-format';
import { COMPANY_NAME } from '../../../lib/site-config.ts';
import { useTestCheckout } from '../api/test-checkout.ts';
import type { CheckoutPrefill } from '../lib/checkout-types.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const CANCEL_CONFIRM = msg`Are you sure you want to cancel the payment?`;
export const CANCEL_CONFIRM_TEXT = CANCEL_CONFIRM.message as string;

interface TestCheckoutDialogProps {
  order: Order;
  prefill: CheckoutPrefill;
  onPaid: (response: CheckoutSuccess) => void;
  onFailed: (description: string) => void;
  onDismiss: () => void;
}

/**
 * Test mode's stand-in for the provider's checkout: same amounts, prefill and outcomes, and
 * the same confirm before closing. Pay and Fail ask the server to play the provider.
 */
export function TestCheckoutDialog({ order, prefill, onPaid, onFailed, onDismiss }: TestCheckoutDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checkout = useTestCheckout();
  const amount = formatRupees(order.amount / 100);
  const { t } = useLingui();

  const run = (outcome: 'pay' | 'fail') =>
    checkout.mutate(
      { orderId: order.orderId, outcome },
      {
        onSuccess: (result) => {
          if ('failed' in result) {
            setFailure(result.description);
            onFailed(result.description);
          } else {
            onPaid(result);
          }
        },
        onError: (error) => setFailure(error.message),
      },
    );

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && !checkout.isPending && setConfirming(true)}
      // z-[60]: above a dialog it is opened from.
      overlayClassName="z-[60] bg-navy-950/70 backdrop-blur-none"
      className="top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white text-navy-900 shadow-2xl"
    >
      <div className="relative bg-navy-950 px-5 pt-5 pb-6 text-white">
        <div className="flex items-start gap-3 pr-8">
          <LogoMark className="size-10" />
          <div className="min-w-0">
            <DialogTitle className="text-base font-bold">{COMPANY_NAME}</DialogTitle>
            <DialogDescription className="text-sm text-navy-200">{order.description}</DialogDescription>
          </div>
        </div>
        <p className="mt-4 text-3xl font-extrabold tracking-tight">{amount}</p>
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-300/15 px-2.5 py-0.5 text-xs font-semibold text-amber-200">
          <FlaskConical className="size-3.5" aria-hidden /> <Trans>Test mode: no real money moves</Trans>
        </p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={checkout.isPending}
          aria-label={t`Cancel payment`}
          className="absolute top-3 right-3 rounded-md p-1.5 text-navy-200 hover:bg-white/10 hover:text-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      {confirming ? (
        <div className="space-y-5 p-5" role="group" aria-labelledby="test-checkout-confirm">
          <p id="test-checkout-confirm" className="font-semibold text-navy-950">
            {t(CANCEL_CONFIRM)}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)} autoFocus>
              <Trans>No</Trans>
            </Button>
            <Button variant="secondary" onClick={onDismiss}>
              <Trans>Yes, cancel</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4 p-5">
          <dl className="space-y-2 rounded-xl bg-navy-50 p-4 text-sm">
            {(
              [
                [t`Name`, prefill.name],
                [t`Email`, prefill.email],
                [t`Contact`, prefill.contact],
              ] as const
            ).map(([label, value]) =>
              value ? (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-navy-600">{label}</dt>
                  <dd className="truncate font-medium text-navy-950">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {failure}
              {/[.!]$/.test(failure) ? '' : '.'} <Trans>You can try again.</Trans>
            </p>
          )}
          <div className="grid grid-cols-[2fr_1fr] gap-3">
            <Button size="lg" onClick={() => run('pay')} disabled={checkout.isPending}>
              <CreditCard className="size-5" aria-hidden />
              {checkout.isPending ? t`Processing…` : t`Pay ${amount}`}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50"
              onClick={() => run('fail')}
              disabled={checkout.isPending}
            >
              <Trans>Fail</Trans>
            </Button>
          </div>
        </div>
      )}
    </DialogShell>
  );
}
