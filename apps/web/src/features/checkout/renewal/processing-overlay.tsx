import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
const PROCESSING = msg`Please wait while your transaction is in process. Do not refresh your browser or press the back button.`;
export const PROCESSING_TEXT = PROCESSING.message as string;

/** Spec §4 Renewal: covers the page while the payment and the renewal run. */
export function ProcessingOverlay() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-navy-950/85 px-6 text-center text-white backdrop-blur-sm"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-emerald-200/30 border-t-emerald-400" aria-hidden />
      <p className="max-w-md text-lg leading-relaxed font-semibold">{t(PROCESSING)}</p>
    </div>
  );
}
