import { formatIndianNumber } from '@tlt/shared/money-format';
import { useCountUp } from '../lib/count-up.ts';
import { useInView } from '../lib/use-in-view.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { useLingui } from '@lingui/react/macro';

function Counter({ value, suffix, label, run }: { value: number; suffix: string; label: string; run: boolean }) {
  const shown = useCountUp(value, run);
  return (
    <li className="text-center">
      {/* The moving number is decoration; assistive tech reads the final figure once. */}
      <p aria-hidden className="text-3xl font-extrabold text-emerald-300 tabular-nums lg:text-4xl" data-testid="counter-value">
        {formatIndianNumber(shown)}
        {suffix}
      </p>
      <p className="sr-only">{`${formatIndianNumber(value)}${suffix} ${label}`}</p>
      <p aria-hidden className="mt-1 text-sm font-medium text-navy-100">
        {label}
      </p>
    </li>
  );
}

/** Spec §2/§9: hidden on phones; counts up once scrolled into view. */
export function CountersStrip() {
  const { items } = useLandingContent('counters');
  const { t } = useLingui();
  const { ref, inView } = useInView<HTMLUListElement>();
  return (
    <section aria-label={t`Our reach`} className="hidden bg-navy-950 py-14 md:block">
      <ul ref={ref} className="mx-auto grid max-w-6xl grid-cols-4 gap-6 px-6">
        {items.map((item) => (
          <Counter key={item.label} {...item} run={inView} />
        ))}
      </ul>
    </section>
  );
}
