import { useId } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { RegisterDetailsSchema, type RegisterDetails } from '@tlt/shared/signup';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField, TextField, PhoneField } from '../../../components/ui/text-field.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useIsUserExists } from './is-user-exists.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { zodFormResolver } from '../../../lib/use-zod-form.ts';

export type DetailsForm = Omit<z.input<typeof RegisterDetailsSchema>, 'terms'> & { terms: boolean };

const zod = zodFormResolver(RegisterDetailsSchema) as unknown as Resolver<DetailsForm, unknown, RegisterDetails>;

/**
 * The schema compares the passwords only once every other field passes; the form says
 * "Passwords do no match!!" as soon as both are typed.
 */
const resolver: Resolver<DetailsForm, unknown, RegisterDetails> = async (values, context, options) => {
  const result = await zod(values, context, options);
  if (values.confirmPassword && values.password !== values.confirmPassword && !result.errors.confirmPassword) {
    return {
      values: {},
      errors: { ...result.errors, confirmPassword: { type: 'validate', message: translateShared(MSG.passwordsDoNotMatch) } },
    };
  }
  return result;
};

const LEGAL = [
  { label: msg`Terms & Conditions`, to: PATHS.termsAndConditions },
  { label: msg`Privacy Policy`, to: PATHS.privacyPolicy },
  { label: msg`Disclaimer`, to: PATHS.disclaimer },
];

const LINK = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950';

interface DetailsStepProps {
  defaultValues: DetailsForm;
  onDone: (details: RegisterDetails, form: DetailsForm) => void;
}

/** Step 1 (spec §2, §5): details, moving on only once the email is known to be free. */
export function DetailsStep({ defaultValues, onDone }: DetailsStepProps) {
  const id = useId();
  const exists = useIsUserExists();
  const { t } = useLingui();
  const { register, handleSubmit, control, trigger, getFieldState, getValues, formState } = useForm<
    DetailsForm,
    unknown,
    RegisterDetails
  >({ resolver, mode: 'onTouched', defaultValues });
  const { errors } = formState;
  const v = useWatch({ control });
  // Spec §5: Join Us stays disabled until all are filled, the passwords match and the terms are accepted.
  const ready =
    [v.name, v.email, v.contactNo, v.password, v.confirmPassword].every((f) => (f ?? '').trim() !== '') &&
    v.password === v.confirmPassword &&
    v.terms === true;

  const onSubmit = handleSubmit((details) =>
    exists.mutate(
      { email: details.email },
      {
        onSuccess: (taken) => (taken ? toast.error(translateShared(MSG.userExists)) : onDone(details, getValues())),
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <PhoneField label={t`Contact`} {...field('contactNo')} />
      <PasswordField
        id={`${id}-password`}
        label={t`Password`}
        error={errors.password?.message}
        {...register('password', {
          onChange: () => getFieldState('confirmPassword').isTouched && trigger('confirmPassword'),
        })}
      />
      <PasswordField label={t`Confirm password`} {...field('confirmPassword')} />
      <div className="flex items-start gap-2.5 pt-1">
        <input
          id={`${id}-terms`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-emerald-600"
          {...register('terms')}
        />
        <label htmlFor={`${id}-terms`} className="text-sm leading-relaxed text-navy-800">
          <Trans>I agree to the</Trans>{' '}
          {LEGAL.map((l, i) => (
            <span key={l.to}>
              <Link to={l.to} target="_blank" rel="noopener" className={LINK}>
                {t(l.label)}
                <span className="sr-only">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </Link>
              {i === 0 ? ', ' : i === 1 ? ` ${t`and`} ` : ''}
            </span>
          ))}
          .
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!ready || exists.isPending}>
        {exists.isPending ? t`Checking…` : t`Join Us`}
      </Button>
    </form>
  );
}
