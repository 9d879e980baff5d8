import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button.tsx';
import { Trans } from '@lingui/react/macro';

/** A spinner for a section whose data is on its way. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-sm text-navy-700" role="status" aria-live="polite">
      <span className="size-6 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-600" aria-hidden />
      {label ?? <Trans>Loading…</Trans>}
    </div>
  );
}

/** A section whose data could not load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-100 bg-red-50 px-4 py-6 text-center text-sm text-red-800">
      <AlertTriangle className="size-6" aria-hidden />
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** What a one-shot view needs of its query's state: TanStack Query's result narrows the same way. */
export type QueryStateOf<T> =
  | { isPending: true; isError: false; refetch: () => unknown }
  | { isPending: false; isError: true; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; refetch: () => unknown };

/**
 * A section fed by one query: `loading` while it first loads (a label for the spinner, or a
 * skeleton), the error with a retry whenever the query failed, `absent` when it answered with
 * nothing (an item deleted since is not an error), else what `children` makes of the data.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  absent = null,
  children,
}: {
  query: QueryStateOf<T>;
  loading: string | ReactNode;
  error: string;
  absent?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.isPending) return typeof loading === 'string' ? <Loading label={loading} /> : loading;
  if (query.isError) return <LoadError message={error} onRetry={() => void query.refetch()} />;
  return query.data === null || query.data === undefined ? absent : children(query.data);
}

/** What a list view needs of its query's state (TanStack Query's result has it). */
export interface ListQueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A list's body: the spinner while it first loads, the error with a retry when nothing could be
 * shown, else the rows (`busy` while the next page replaces a shown one).
 */
export function ListBody<T>({ query, loading, error, children }: { query: ListQueryState<T>; loading: string; error: string; children: (data: T, busy: boolean) => ReactNode }) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError && !query.data) return <LoadError message={error} onRetry={() => void query.refetch()} />;
  return query.data ? children(query.data, query.isPlaceholderData) : null;
}
