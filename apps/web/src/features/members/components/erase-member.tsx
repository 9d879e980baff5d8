import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserX } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_MSG, DELETED_MEMBER_NAME, isErasedEmail, type ErasePosts } from '@tlt/shared/account';
import type { MemberRow } from '@tlt/shared/back-office/members';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { useEraseMember } from '../api/erase-member.ts';

/**
 * "Erase member": the DPDP erasure a member asked for by mail, the same the member runs from
 * /profile. Not offered for an admin or an account already erased.
 */
export function EraseMemberButton({ member }: { member: MemberRow }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const erase = useEraseMember(member._id);
  const [open, setOpen] = useState(false);
  const [posts, setPosts] = useState<ErasePosts>('keep');
  const [reason, setReason] = useState('');
  if (member.userType === 'admin' || isErasedEmail(member.email)) return null;
  const name = member.name;

  const onConfirm = () =>
    erase.mutate({ posts, reason: reason.trim() || undefined }, {
      onSuccess: () => {
        toast.success(translateShared(ACCOUNT_MSG.memberErased));
        setOpen(false);
        navigate(PATHS.allUsers);
      },
      onError: (err) => toast.error(err instanceof ApiError && err.code !== 0 ? err.message : t`Could not erase the member. Please try again.`),
    });

  return (
    <>
      <Button variant="outline" size="sm" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)}>
        <UserX className="size-4" aria-hidden /> <Trans>Erase member</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Erase ${name}?`}
        description={t`Only on the member's own request. Their name, e-mail, phone, picture and bio are erased and they are signed out everywhere; payments and invoices stay. This cannot be undone.`}
      >
        <div className="space-y-5">
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-navy-800"><Trans>Their posts and comments</Trans></legend>
            {([['keep', t`Keep them, shown as “${DELETED_MEMBER_NAME}”`], ['remove', t`Remove them`]] as const).map(([value, label]) => (
              <label key={value} className="flex items-start gap-2 text-sm text-navy-800">
                <input
                  type="radio"
                  name={`${id}-posts`}
                  value={value}
                  checked={posts === value}
                  onChange={() => setPosts(value)}
                  className="mt-1 size-4 accent-emerald-600"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <TextField
            id={`${id}-reason`}
            label={t`Request (optional)`}
            placeholder={t`e.g. mail of 24-11-2026`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}><Trans>Cancel</Trans></Button>
            <Button variant="secondary" className="bg-red-700 hover:bg-red-800" disabled={erase.isPending} onClick={onConfirm}>
              {erase.isPending ? t`Erasing…` : t`Erase member`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
