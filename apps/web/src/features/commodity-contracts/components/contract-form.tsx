import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CommodityContractUpdateSchema, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { firstIssues } from '../../../lib/form-issues.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateContract } from '../api/contracts.ts';
import { MULTIPLIER_MEANS } from './multiplier.ts';

/** The api-client already told the user about these (expired session) and moved on. */
const HANDLED_BY_CLIENT = new Set([401, 402, 403]);

/** One contract's lot, quote unit and multiplier, checked with the shared schema, saved by PATCH. */
export function ContractForm({ contract, onDone }: { contract: StoredCommodityContract; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const name = contract.name;
  const [lot, setLot] = useState(contract.lot);
  const [quotedPer, setQuotedPer] = useState(contract.quotedPer);
  const [multiplier, setMultiplier] = useState(String(contract.multiplier));
  const [tried, setTried] = useState(false);
  const update = useUpdateContract();

  const parse = () =>
    CommodityContractUpdateSchema.safeParse({ lot, quotedPer, multiplier: multiplier.trim() === '' ? undefined : Number(multiplier) });
  const result = parse();
  const errors = tried && !result.success ? firstIssues(result.error) : {};

  const save = () => {
    setTried(true);
    if (!result.success) return;
    update.mutate(
      { id: contract._id, input: result.data },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
          toast.error(t`Error`, { description: err.message });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t`Edit ${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-lot`} label={t`Lot`} value={lot} onChange={(e) => setLot(e.target.value)} error={errors.lot} />
        <TextField id={`${id}-quoted`} label={t`Quoted per`} value={quotedPer} onChange={(e) => setQuotedPer(e.target.value)} error={errors.quotedPer} />
        <div className="space-y-1">
          <TextField
            id={`${id}-multiplier`}
            label={t`Multiplier (₹)`}
            inputMode="decimal"
            value={multiplier}
            onChange={(e) => setMultiplier(e.target.value)}
            error={errors.multiplier}
          />
          <p className="text-xs text-navy-600">{i18n._(MULTIPLIER_MEANS)}</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? t`Saving…` : t`Save`}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
