import { Trans } from '@lingui/react/macro';
/** Shown while a lazily loaded page's code arrives; a screen tall, so the footer does not jump when it does. */
export function PageFallback() {
  return (
    <div className="flex min-h-svh flex-1 items-center justify-center py-24" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-600" aria-hidden />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
