import { useState } from 'react';
import { COMMUNITY_DISCLAIMER, COMMUNITY_MSG, disclaimerPreview } from '@tlt/shared/community';
import { Trans } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** The disclaimer cut to 79 characters with a "See Full Disclosure" toggle (community.md §9). */
export function PostDisclaimer({ text: given }: { text?: string }) {
  const text = given ?? translateShared(COMMUNITY_DISCLAIMER);
  const [full, setFull] = useState(false);
  const { preview, truncated } = disclaimerPreview(text);
  return (
    <p className="rounded-lg border border-navy-100 bg-slate-50 px-3 py-2 text-xs leading-relaxed text-navy-600">
      {full || !truncated ? text : `${preview}…`}{' '}
      {truncated && (
        <button
          type="button"
          aria-expanded={full}
          onClick={() => setFull((v) => !v)}
          className="font-semibold text-emerald-700 underline-offset-2 hover:underline"
        >
          {full ? <Trans>Show less</Trans> : translateShared(COMMUNITY_MSG.seeFullDisclosure)}
        </button>
      )}
    </p>
  );
}
