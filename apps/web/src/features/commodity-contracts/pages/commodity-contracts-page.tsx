import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useContracts } from '../api/contracts.ts';
import { ContractsTable } from '../components/contracts-table.tsx';
import { MULTIPLIER_MEANS } from '../components/multiplier.ts';

/**
 * /admin/commodity-contracts (admins): the 14 contracts the position-size calculator sizes
 * commodity trades with, corrected here when the exchange changes one (issue 11).
 */
export default function CommodityContractsPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Commodity contracts`, description: t`The commodity contracts the trade calculator uses.` });
  const means = i18n._(MULTIPLIER_MEANS);
  const contracts = useContracts();
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <section className="mx-auto w-full max-w-4xl space-y-5 px-3 py-8 md:px-6 md:py-12">
      <div>
        <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase [&:lang(hi)]:tracking-normal"><Trans>Admin</Trans></p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl"><Trans>Commodity contracts</Trans></h1>
        <p className="mt-2 max-w-2xl text-sm text-navy-700">
          <Trans>
            The trade calculator divides a commodity trade's risk by the contract's multiplier. When the exchange changes a
            contract, correct it here; members' calculators use it from then on.
          </Trans>
        </p>
        <p className="mt-2 text-sm text-navy-700">
          <Trans><span className="font-semibold text-navy-950">Multiplier:</span> {means}.</Trans>
        </p>
      </div>
      {contracts.isPending ? (
        <Loading label={t`Loading contracts…`} />
      ) : contracts.isError ? (
        <LoadError message={t`Could not load the contracts. Please try again.`} onRetry={() => void contracts.refetch()} />
      ) : (
        <ContractsTable contracts={contracts.data} editingId={editingId} onEdit={setEditingId} />
      )}
    </section>
  );
}
