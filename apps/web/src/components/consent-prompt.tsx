import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button.tsx';
import { Trans } from '@lingui/react/macro';

/**
 * The small, non-blocking question on Google Analytics and the Meta pixel (issue 26 §5). Loaded
 * lazily, only on a site with a tracker configured, so the landing page's first load stays as it was.
 */
export default function ConsentPrompt({ onAccept, onDecline, privacyPath }: { onAccept: () => void; onDecline: () => void; privacyPath: string }) {
  const title = useId();
  const text = useId();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={title}
      aria-describedby={text}
      className="fixed inset-x-3 bottom-3 z-[60] rounded-xl border border-navy-200 bg-white p-4 shadow-xl sm:right-auto sm:left-4 sm:max-w-sm"
    >
      <h2 id={title} className="text-sm font-bold text-navy-950">
        <Trans>Cookies for analytics and ads</Trans>
      </h2>
      <p id={text} className="mt-1 text-sm text-navy-700">
        <Trans>
          May we use Google Analytics and the Meta pixel to measure visits and our ads? They set cookies and load only if you
          accept. Our own visit counts, without cookies, continue either way.
        </Trans>{' '}
        <Link to={privacyPath} className="font-medium text-navy-950 underline">
          <Trans>Privacy Policy</Trans>
        </Link>
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={onAccept}>
          <Trans>Accept</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onDecline}>
          <Trans>Decline</Trans>
        </Button>
      </div>
    </div>
  );
}
