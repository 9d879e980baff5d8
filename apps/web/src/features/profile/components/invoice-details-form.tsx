import { useState } from 'react';
import { toast } from 'sonner';
import { BUYER_STATE_CODES, INDIAN_STATES, OUTSIDE_INDIA, OUTSIDE_INDIA_NAME } from '@tlt/shared/indian-states';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { Button } from '../../../components/ui/button.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing-details.ts';
import { useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import { translateShared } from '../../../lib/i18n.ts';

const OPTIONS = [...INDIAN_STATES.map((s) => ({ value: s.code, label: s.name })), { value: OUTSIDE_INDIA, label: OUTSIDE_INDIA_NAME }];

/**
 * The member's state for their invoices (the GST place of supply): CGST and SGST in the seller's
 * state, IGST elsewhere. Not given, invoices take the seller's state and say so.
 */
export function InvoiceDetailsForm() {
  const { t } = useLingui();
  const details = useBillingDetails();
  const save = useSaveBillingDetails();
  const [chosen, setChosen] = useState<string | null>(null);
  if (details.isPending) return <Loading label={t`Loading your billing details…`} />;
  if (!details.data) return <LoadError message={t`Could not load your billing details.`} onRetry={() => void details.refetch()} />;
  const value = chosen ?? details.data.stateCode ?? '';

  return (
    <form
      className="space-y-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        // The select's value as the code it names; "Not given" (empty) is null.
        save.mutate({ stateCode: BUYER_STATE_CODES.find((c) => c === value) ?? null }, {
          onSuccess: () => {
            toast.success(translateShared(INVOICE_MSG.billingSaved));
            setChosen(null);
          },
          onError: (err) => toast.error(err instanceof ApiError && err.code !== 0 ? err.message : tNow`Could not save your state. Please try again.`),
        });
      }}
    >
      <SelectField id="billing-state" label={t`State`} placeholder={t`Not given`} options={OPTIONS} value={value} onChange={(e) => setChosen(e.target.value)} />
      <p className="text-navy-600">{t`Used on the invoices of your next payments; an invoice already issued stays as it is.`}</p>
      <Button type="submit" size="sm" disabled={save.isPending || value === (details.data.stateCode ?? '')}>
        {save.isPending ? t`Saving…` : t`Save billing details`}
      </Button>
    </form>
  );
}
