import { useId, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { imageFileProblem } from '@tlt/shared/upload';
import type { User } from '@tlt/shared/user';
import { Avatar } from '../../../components/layout/account-menu.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadImage } from '../../../lib/upload-image.ts';
import { Trans } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** Profile picture: upload the file, then save its URL on the account (spec §7 notes). */
export function ProfileImage({ user }: { user: User }) {
  const id = useId();
  const upload = useUploadImage();
  const update = useUpdateProfile();
  const busy = upload.isPending || update.isPending;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const failed = () => toast.error(translateShared(MSG.profileImageFailed));
    upload.mutate(file, {
      onSuccess: ({ location }) =>
        update.mutate({ profileImg: location }, { onSuccess: () => toast.success(translateShared(MSG.profileImageChanged)), onError: failed }),
      onError: failed,
    });
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="relative">
        <Avatar user={user} className="size-24 text-3xl" />
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-navy-950/50" role="status">
            <span className="size-8 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden />
            <span className="sr-only">
              <Trans>Uploading…</Trans>
            </span>
          </span>
        )}
      </div>
      <div className="text-center sm:text-left">
        <input
          id={`${id}-file`}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          className="peer sr-only"
          onChange={onFile}
          disabled={busy}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            buttonStyles('outline', 'sm', 'cursor-pointer'),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-500',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          <Camera className="size-4" aria-hidden /> <Trans>Change profile image</Trans>
        </label>
        <p className="mt-2 text-xs text-navy-600">
          <Trans>PNG or JPG, under 2 MB.</Trans>
        </p>
      </div>
    </div>
  );
}
