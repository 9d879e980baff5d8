import { useState } from 'react';
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
  usePageMeta({ title: 'Commodity contracts', description: 'The commodity contracts the trade calculator uses.' });
  const contracts = useContracts();
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <section className="mx-auto w-full max-w-4xl space-y-5 px-3 py-8 md:px-6 md:py-12">
      <div>
        <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">Admin</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">Commodity contracts</h1>
        <p className="mt-2 max-w-2xl text-sm text-navy-700">
          The trade calculator divides a commodity trade's risk by the contract's multiplier. When the exchange changes a
          contract, correct it here; members' calculators use it from then on.
        </p>
        <p className="mt-2 text-sm text-navy-700">
          <span className="font-semibold text-navy-950">Multiplier:</span> {MULTIPLIER_MEANS}.
        </p>
      </div>
      {contracts.isPending ? (
        <Loading label="Loading contracts…" />
      ) : contracts.isError ? (
        <LoadError message="Could not load the contracts. Please try again." onRetry={() => void contracts.refetch()} />
      ) : (
        <ContractsTable contracts={contracts.data} editingId={editingId} onEdit={setEditingId} />
      )}
    </section>
  );
}
