import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { AUTHOR_BIO_MAX, AuthorBioSchema } from '@tlt/shared/profile';
import type { User } from '@tlt/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cn } from '../../../lib/cn.ts';
import { useUpdateAuthorBio } from './update-author-bio.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * community.md §5: the bio is required and at most 100 characters; the field takes no more
 * (extra typing or pasting is ignored), and the server checks the same schema.
 */
export function AuthorBioForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useUpdateAuthorBio();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useZodForm(AuthorBioSchema, {
    defaultValues: { investorType: user.investorType ?? '' },
  });
  const length = useWatch({ control, name: 'investorType' }).length;
  const errorId = `${id}-error`;

  const onSubmit = handleSubmit(({ investorType }) =>
    mutation.mutate(
      { userId: user._id, bio: investorType },
      {
        onSuccess: () => {
          toast.success(translateShared(MSG.bioUpdated));
          onDone();
        },
        onError: () => toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: translateShared(COMMUNITY_MSG.bioFailed) }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={`${id}-bio`} className="text-sm font-medium text-navy-800">
          <Trans>Author bio</Trans>
        </label>
        <span className="text-xs text-navy-500 tabular-nums" aria-live="polite">
          {length}/{AUTHOR_BIO_MAX}
        </span>
      </div>
      {/* A textarea so 100 characters fit the narrow column; the bio is one line, so Enter saves. */}
      <textarea
        id={`${id}-bio`}
        rows={2}
        maxLength={AUTHOR_BIO_MAX}
        autoFocus
        placeholder={t`e.g. Swing trader in mid caps since 2016`}
        aria-invalid={errors.investorType ? true : undefined}
        aria-describedby={errors.investorType ? errorId : undefined}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          e.currentTarget.form?.requestSubmit();
        }}
        className={cn(
          'field-sizing-content min-h-16 w-full resize-none rounded-lg border border-navy-200 bg-white px-3 py-2 text-base text-navy-900',
          'placeholder:text-navy-400 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
          errors.investorType && 'border-red-600',
        )}
        {...register('investorType')}
      />
      {errors.investorType && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {errors.investorType.message}
        </p>
      )}
      <div className="flex gap-2 pt-1">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? t`Saving…` : t`Save`}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
