import type { UseFormReturn } from 'react-hook-form';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { PostFormValues } from './post-form-values.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Admins only: the disclaimer switch and, on a new post, the push notification sent with it. */
export function AdminFields({ form, idPrefix, withNotification }: { form: UseFormReturn<PostFormValues>; idPrefix: string; withNotification: boolean }) {
  const { t } = useLingui();
  const { register, formState } = form;
  return (
    <div className="space-y-4 rounded-xl bg-navy-50/70 p-4">
      <Checkbox id={`${idPrefix}-disclaimer`} label={t`Show Disclaimer`} className="min-h-11" {...register('showDisclaimer')} />
      {withNotification && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-navy-900">
            <Trans>Notification (optional)</Trans>
          </legend>
          <TextField
            id={`${idPrefix}-notification-title`}
            label={t`Notification title`}
            maxLength={COMMUNITY_LIMITS.notificationTitleMaxChars}
            error={formState.errors.notification?.title?.message}
            {...register('notification.title')}
          />
          <div className="space-y-1.5">
            <label htmlFor={`${idPrefix}-notification-body`} className="block text-sm font-medium text-navy-800">
              <Trans>Notification body</Trans>
            </label>
            <textarea
              id={`${idPrefix}-notification-body`}
              rows={2}
              maxLength={COMMUNITY_LIMITS.notificationBodyMaxChars}
              className="block w-full resize-y rounded-lg border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40"
              {...register('notification.body')}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
