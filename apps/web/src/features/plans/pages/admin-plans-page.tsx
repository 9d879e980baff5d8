import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { usePlanConfig } from '../api/get-plan-config.ts';
import { usePlans } from '../../../lib/api/plans.ts';
import { OfferForm } from '../components/offer-form.tsx';
import { PlanPriceForm } from '../components/plan-price-form.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Admin: plan prices and the daily offer (PUT plan/:id, PUT plan/config). */
export default function AdminPlansPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Plans and offer`, description: t`Change plan prices and the daily offer.` });
  const plans = usePlans();
  const config = usePlanConfig();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 md:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
        <Trans>Admin</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        <Trans>Plans and offer</Trans>
      </h1>

      <section aria-labelledby="offer-title" className="mt-8">
        <h2 id="offer-title" className="mb-3 text-xl font-bold text-navy-950">
          <Trans>Limited-time offer</Trans>
        </h2>
        {config.isPending ? (
          <Loading />
        ) : config.isError || !config.data ? (
          <LoadError message={t`The offer could not be loaded.`} onRetry={() => config.refetch()} />
        ) : (
          <OfferForm key={config.dataUpdatedAt} config={config.data} />
        )}
      </section>

      <section aria-labelledby="prices-title" className="mt-10">
        <h2 id="prices-title" className="mb-3 text-xl font-bold text-navy-950">
          <Trans>Plan prices</Trans>
        </h2>
        {plans.isPending ? (
          <Loading />
        ) : plans.isError ? (
          <LoadError message={t`Plans could not be loaded.`} onRetry={() => plans.refetch()} />
        ) : (
          <div className="space-y-4">
            {plans.data.map((plan) => (
              <PlanPriceForm key={`${plan._id}-${plans.dataUpdatedAt}`} plan={plan} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
