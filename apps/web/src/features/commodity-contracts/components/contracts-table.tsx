import { Fragment } from 'react';
import { Pencil } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { cn } from '../../../lib/cn.ts';
import { ContractForm } from './contract-form.tsx';
import { formatMultiplier, MULTIPLIER_MEANS } from './multiplier.ts';

const TH = 'px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide text-navy-600 uppercase md:px-4 [&:lang(hi)]:tracking-normal';
const TD = 'px-2.5 py-3 align-top md:px-4';
/** On phones the quote unit sits under the lot, so the table fits a 390 px screen without scrolling. */
const WIDE_ONLY = 'hidden sm:table-cell';

interface Props {
  contracts: StoredCommodityContract[];
  editingId: string | null;
  onEdit: (id: string | null) => void;
}

// A contract's name, lot and unit are data (the exchange's words), never translated: translate="no".
function QuotedPer({ unit }: { unit: string }) {
  const quoted = <span translate="no">{unit}</span>;
  return <Trans>quoted per {quoted}</Trans>;
}

/** The contracts, one row each; Edit opens that row's form beneath it (one at a time). */
export function ContractsTable({ contracts, editingId, onEdit }: Props) {
  const { t, i18n } = useLingui();
  const means = i18n._(MULTIPLIER_MEANS);
  return (
    <div className="overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5">
      <table className="w-full text-sm text-navy-900">
        <caption className="sr-only"><Trans>Commodity contracts: lot, the unit the price is quoted per, and the multiplier ({means})</Trans></caption>
        <thead className="border-b border-navy-100 bg-navy-50/60">
          <tr>
            <th scope="col" className={TH}><Trans>Contract</Trans></th>
            <th scope="col" className={TH}><Trans>Lot</Trans></th>
            <th scope="col" className={cn(TH, WIDE_ONLY)}><Trans>Quoted per</Trans></th>
            <th scope="col" className={cn(TH, 'text-right')}><Trans>Multiplier</Trans></th>
            <th scope="col" className={cn(TH, 'w-11 px-1')}>
              <span className="sr-only"><Trans>Edit</Trans></span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {contracts.map((c) => {
            const open = editingId === c._id;
            const name = c.name;
            return (
              <Fragment key={c._id}>
                <tr className={cn(open && 'bg-emerald-50/50')}>
                  <th scope="row" className={cn(TD, 'text-left font-semibold text-navy-950')}><span translate="no">{c.name}</span></th>
                  <td className={cn(TD, 'whitespace-nowrap')}>
                    <span translate="no">{c.lot}</span>
                    <span className="block text-xs whitespace-normal text-navy-500 sm:hidden"><QuotedPer unit={c.quotedPer} /></span>
                  </td>
                  <td className={cn(TD, WIDE_ONLY)}><span translate="no">{c.quotedPer}</span></td>
                  <td className={cn(TD, 'text-right font-semibold tabular-nums')}>{formatMultiplier(c.multiplier)}</td>
                  <td className="px-1 py-1.5 text-right align-top md:px-2">
                    <button
                      type="button"
                      onClick={() => onEdit(open ? null : c._id)}
                      aria-expanded={open}
                      aria-label={t`Edit ${name}`}
                      className="inline-flex size-9 items-center justify-center rounded-lg text-navy-500 hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500"
                    >
                      <Pencil className="size-4" aria-hidden />
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="bg-emerald-50/50">
                    <td colSpan={5} className="px-2.5 pt-1 pb-4 md:px-4">
                      <ContractForm contract={c} onDone={() => onEdit(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
