import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * While `dirty`, leaving the form asks first: choosing another content key (a new ?key=), any other
 * page of the app, and closing or reloading the tab (the browser's own question). A draft is not
 * lost to a mis-tap on the key list.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const { t } = useLingui();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t`Leave without saving?`}
      description={t`Your changes to ${what} are not saved. Leave them, or go back and save.`}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => blocker.proceed?.()}><Trans>Leave without saving</Trans></Button>
        <Button onClick={() => blocker.reset?.()}><Trans>Keep editing</Trans></Button>
      </div>
    </Dialog>
  );
}
