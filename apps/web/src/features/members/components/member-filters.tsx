import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FilterChips, FilterSelect } from '../../../components/admin/filter-chips.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import type { ListParams } from '../../../components/admin/use-list-params.ts';
import { usePlans } from '../../../lib/api/plans.ts';
import { planName } from '../../../lib/period-dates.ts';

export const MEMBER_FILTERS = ['status', 'period', 'profitable', 'plan'] as const;
export type MemberFilterName = (typeof MEMBER_FILTERS)[number];

const STATUS = [
  { value: '', label: msg`All` },
  { value: 'active', label: msg`Active` },
  { value: 'suspended', label: msg`Suspended` },
];
const PERIOD = [
  { value: '', label: msg`Any plan status` },
  { value: 'current', label: msg`Current` },
  { value: 'expiring', label: msg`Expiring in 7 days` },
  { value: 'expired', label: msg`Expired` },
];
const PROFITABLE = [
  { value: 'true', label: msg`Profitable` },
  { value: 'false', label: msg`Not profitable` },
];

/** Search, then the account and plan-status chips, then the profitable and plan selects. */
export function MemberFilters({ list }: { list: ListParams<MemberFilterName> }) {
  const { t } = useLingui();
  const plans = usePlans();
  const planOptions = (plans.data ?? []).map((p) => ({ value: p.planType, label: planName(p.planType) }));
  return (
    <div className="space-y-3">
      <SearchBox id="member-search" label={t`Search members`} placeholder={t`Search by name, e-mail or phone`} value={list.q} onChange={list.setQuery} />
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-4">
          <FilterChips label={t`Account`} options={STATUS} {...list.filter('status')} />
          <FilterChips label={t`Plan status`} options={PERIOD} {...list.filter('period')} />
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex">
          <FilterSelect id="member-profitable" label={t`Profitable`} allLabel={t`Profitable or not`} options={PROFITABLE} {...list.filter('profitable')} className="md:w-52" />
          <FilterSelect id="member-plan" label={t`Plan`} allLabel={t`Any plan`} options={planOptions} {...list.filter('plan')} className="md:w-40" />
        </div>
      </div>
    </div>
  );
}
