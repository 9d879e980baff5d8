import { useId, useState } from 'react';
import { Check, Loader2, X } from 'lucide-react';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { Button } from '../../../components/ui/button.tsx';
import { useReviewPost } from '../api/review-post.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** ACCEPT and REJECT under a pending post; a rejection may carry a reason the author sees. */
export function ReviewActions({ postId }: { postId: string }) {
  const { t } = useLingui();
  const review = useReviewPost();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = review.isPending;
  const pendingStatus = review.variables?.verificationStatus;

  if (rejecting) {
    return (
      <form
        className="space-y-2 border-t border-navy-100 pt-3"
        onSubmit={(e) => {
          e.preventDefault();
          const text = reason.trim();
          review.mutate({ _id: postId, verificationStatus: 'rejected', ...(text && { rejectionReason: text }) });
        }}
      >
        <label htmlFor={reasonId} className="block text-sm font-semibold text-navy-800">
          <Trans>
            Reason for the author <span className="font-normal text-navy-500">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={COMMUNITY_LIMITS.rejectReasonMaxChars}
          rows={2}
          autoFocus
          placeholder={t`e.g. Please add a stop loss to the chart`}
          className="w-full rounded-lg border border-navy-200 px-3 py-2 text-sm focus:border-emerald-500 focus:outline-none"
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setRejecting(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="sm" disabled={busy} className="bg-red-600 text-white hover:bg-red-500">
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />} <Trans>Confirm reject</Trans>
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid grid-cols-2 gap-2 border-t border-navy-100 pt-3">
      <Button variant="outline" disabled={busy} onClick={() => setRejecting(true)} className="border-red-200 text-red-700 hover:bg-red-50">
        <X className="size-4" aria-hidden /> <Trans>REJECT</Trans>
      </Button>
      <Button disabled={busy} onClick={() => review.mutate({ _id: postId, verificationStatus: 'approved' })}>
        {busy && pendingStatus === 'approved' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />} <Trans>ACCEPT</Trans>
      </Button>
    </div>
  );
}
