import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { WEBINAR_LANGUAGES, WebinarRegisterFormSchema } from '@tlt/shared/webinar';
import { nextWebinarDate } from '@tlt/shared/webinar-date';
import { webinarSlotLine } from '../lib/slot-line.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmailField, TextField, PhoneField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useWebinarConfig } from '../../../lib/api/webinar-config.ts';
import { useCities } from '../api/cities.ts';
import { useRegisterWebinar } from '../api/register-webinar.ts';
import { type BookedSlot, WEBINAR_PATHS } from '../paths.ts';
import { CityCombobox } from './city-combobox.tsx';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useLingui } from '@lingui/react/macro';
import { webinarLanguageName } from '../../../lib/webinar-language.ts';

/** The server's message when it sent one; the spec's fallback otherwise and when offline (§8). */
function failureMessage(err: unknown): string {
  return err instanceof ApiError && err.code !== 0 && err.message ? err.message : translateShared(MSG.webinarRegisterFailed);
}

/** Spec §2 and §5 webinar registration: checks on change and blur; the server picks the slot. */
export function RegistrationForm() {
  const id = useId();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const config = useWebinarConfig();
  const cities = useCities();
  const mutation = useRegisterWebinar();
  const { t } = useLingui();
  const languageOptions = WEBINAR_LANGUAGES.map((l) => ({ value: l, label: webinarLanguageName(l) ?? l }));
  const [cityId, setCityId] = useState('');
  const { register, control, handleSubmit, formState: { errors } } = useZodForm(WebinarRegisterFormSchema, {
    mode: 'all',
    defaultValues: { name: '', email: '', contact: '', city: '', language: 'English' },
  });
  const [email, contact] = useWatch({ control, name: ['email', 'contact'] });
  const loading = mutation.isPending;

  const onSubmit = handleSubmit((v) =>
    mutation.mutate(v, {
      // The success page restates the slot the server booked and offers it as a calendar file.
      onSuccess: (r) => navigate(WEBINAR_PATHS.success, { state: { registrationId: r._id, slotDate: r.slotDate } satisfies BookedSlot }),
      onError: (err) => toast.error(failureMessage(err)),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <PhoneField label={t`Contact No.`} inputMode="numeric" {...field('contact')} />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityCombobox
            label={t`City (optional)`}
            cities={cities.data}
            value={cityId}
            onChange={(c) => {
              setCityId(c?.id ?? '');
              field.onChange(c?.name ?? '');
            }}
          />
        )}
      />
      <SelectField id={`${id}-language`} label={t`Language`} placeholder={t`Choose a language`} options={languageOptions} {...register('language')} />
      {errors.language?.message && <p role="alert" className="text-sm font-medium text-red-700">{errors.language.message}</p>}
      <TextField id={`${id}-slot`} label={t`Slot Details`} readOnly value={webinarSlotLine(nextWebinarDate(now), config.data?.customWebinarDate)} className="bg-navy-50 text-sm font-semibold sm:text-base" />
      <Button type="submit" size="lg" className="w-full" disabled={loading || !email?.trim() || !contact?.trim()}>
        {loading ? translateShared(MSG.pleaseWait) : t`Sign Up`}
      </Button>
    </form>
  );
}
