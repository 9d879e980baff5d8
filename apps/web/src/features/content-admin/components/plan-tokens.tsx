import { Trans } from '@lingui/react/macro';
import { PLAN_COPY_TOKENS } from '@tlt/shared/content/plan-copy';
import { translateShared } from '../../../lib/i18n.ts';

/** A meaning in the page's language, its example placeholders ("{plan:12:price}") marked as code, not words. */
const withTokens = (text: string) =>
  text.split(/(\{[^{}]+\})/).map((part, i) => (i % 2 === 1 ? <code key={i} translate="no">{part}</code> : part));

/** The plan placeholders a text may use (decision 0036): the pages fill them from the plan catalogue. */
export function PlanTokens() {
  return (
    <details className="rounded-lg border border-navy-100 bg-slate-50 p-3 text-sm text-navy-700">
      <summary className="cursor-pointer font-semibold text-navy-900"><Trans>Placeholders for plan lengths and prices</Trans></summary>
      <p className="mt-2">
        <Trans>
          Any text may name plans through these; the site fills them from the plan catalogue, so the copy never promises a plan
          the checkout does not sell. A placeholder that names no plan in the catalogue is refused on save.
        </Trans>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {PLAN_COPY_TOKENS.map((t) => (
          <div key={t.token} className="contents">
            <dt><code translate="no" className="rounded bg-white px-1 text-navy-950">{t.token}</code></dt>
            <dd>{withTokens(translateShared(t.means))}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
