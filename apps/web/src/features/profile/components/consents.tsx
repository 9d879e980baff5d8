import { toast } from 'sonner';
import { ACCOUNT_MSG, CONSENT_LABELS } from '@tlt/shared/account';
import { recordedDate } from '@tlt/shared/relative-date';
import { Switch } from '../../../components/ui/switch.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useConsents, useSetMarketing } from '../api/consents.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { translateShared } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '@lingui/core';

const SOURCES: Record<string, MessageDescriptor> = {
  signup: msg`when you registered`,
  community_terms: msg`when you joined the community`,
  newsletter: msg`on the newsletter form`,
  profile: msg`on this page`,
};

/** What the member agreed to, when and to which version; marketing mail can be withdrawn (or given) here. */
export function Consents() {
  const { t } = useLingui();
  const consents = useConsents();
  const setMarketing = useSetMarketing();
  if (consents.isPending) return <Loading label={t`Loading your consents…`} />;
  if (!consents.data) return <LoadError message={t`Could not load your consents.`} onRetry={() => void consents.refetch()} />;
  const { marketing } = consents.data;

  return (
    <div className="space-y-4 text-sm">
      <Switch
        id="consent-marketing"
        label={t`Newsletter and offers by e-mail`}
        hint={marketing ? t`Turn off to stop our newsletter and promotional mails.` : t`Off: we send you no newsletter or offers.`}
        checked={marketing}
        disabled={setMarketing.isPending}
        onChange={(given) => setMarketing.mutate(given, {
          onSuccess: () => toast.success(given ? translateShared(ACCOUNT_MSG.marketingGiven) : translateShared(ACCOUNT_MSG.marketingWithdrawn)),
          onError: (err) => toast.error(err instanceof ApiError && err.code !== 0 ? err.message : t`Could not save your choice. Please try again.`),
        })}
      />
      {consents.data.consents.length === 0 ? (
        <p className="text-navy-600">
          <Trans>No consents recorded yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-navy-100" aria-label={t`Consents given`}>
          {consents.data.consents.map((c) => {
            const version = c.version;
            const source = SOURCES[c.source] ? t(SOURCES[c.source]) : c.source;
            const given = <time dateTime={c.givenAt}>{recordedDate(c.givenAt)}</time>;
            const withdrawn = c.withdrawnAt ? <time dateTime={c.withdrawnAt}>{recordedDate(c.withdrawnAt)}</time> : null;
            return (
            <li key={c._id} className="py-2">
              <p className="font-semibold text-navy-900">
                {translateShared(CONSENT_LABELS[c.kind])}{' '}
                <span className="font-normal text-navy-600">
                  <Trans>(version {version})</Trans>
                </span>
              </p>
              <p className="text-navy-600">
                <Trans>
                  Given {source} on {given}
                </Trans>
                {withdrawn && (
                  <Trans>
                    ; withdrawn on {withdrawn}
                  </Trans>
                )}
              </p>
            </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
