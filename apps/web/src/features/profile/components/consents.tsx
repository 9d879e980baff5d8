import { toast } from 'sonner';
import { ACCOUNT_MSG, CONSENT_LABELS } from '@tlt/shared/account';
import { recordedDate } from '@tlt/shared/relative-date';
import { Switch } from '../../../components/ui/switch.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useConsents, useSetMarketing } from '../api/consents.ts';

const SOURCES: Record<string, string> = {
  signup: 'when you registered',
  community_terms: 'when you joined the community',
  newsletter: 'on the newsletter form',
  profile: 'on this page',
};

/** What the member agreed to, when and to which version; marketing mail can be withdrawn (or given) here. */
export function Consents() {
  const consents = useConsents();
  const setMarketing = useSetMarketing();
  if (consents.isPending) return <Loading label="Loading your consents…" />;
  if (!consents.data) return <LoadError message="Could not load your consents." onRetry={() => void consents.refetch()} />;
  const { marketing } = consents.data;

  return (
    <div className="space-y-4 text-sm">
      <Switch
        id="consent-marketing"
        label="Newsletter and offers by e-mail"
        hint={marketing ? 'Turn off to stop our newsletter and promotional mails.' : 'Off: we send you no newsletter or offers.'}
        checked={marketing}
        disabled={setMarketing.isPending}
        onChange={(given) => setMarketing.mutate(given, {
          onSuccess: () => toast.success(given ? ACCOUNT_MSG.marketingGiven : ACCOUNT_MSG.marketingWithdrawn),
          onError: (err) => toast.error(err instanceof ApiError && err.code !== 0 ? err.message : 'Could not save your choice. Please try again.'),
        })}
      />
      {consents.data.consents.length === 0 ? (
        <p className="text-navy-600">No consents recorded yet.</p>
      ) : (
        <ul className="divide-y divide-navy-100" aria-label="Consents given">
          {consents.data.consents.map((c) => (
            <li key={c._id} className="py-2">
              <p className="font-semibold text-navy-900">
                {CONSENT_LABELS[c.kind]} <span className="font-normal text-navy-600">(version {c.version})</span>
              </p>
              <p className="text-navy-600">
                Given {SOURCES[c.source]} on <time dateTime={c.givenAt}>{recordedDate(c.givenAt)}</time>
                {c.withdrawnAt && (
                  <>
                    ; withdrawn on <time dateTime={c.withdrawnAt}>{recordedDate(c.withdrawnAt)}</time>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
