import { useId } from 'react';
import { z } from 'zod';
import { emailField } from '@tlt/shared/fields';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { LandingHeading } from './landing-heading.tsx';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useLingui } from '@lingui/react/macro';

const SubscribeFormSchema = z.object({ email: emailField });

export function SubscribeSection() {
  const id = useId();
  const content = useLandingContent('subscribe');
  const mutation = useSubscribe();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(SubscribeFormSchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    mutation.mutate(email, {
      onSuccess: (message) => {
        toast.success(message);
        reset();
      },
      onError: (err) => toast.error(err.message),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <section aria-labelledby="subscribe-title" className="bg-navy-900 py-16 text-white md:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <LandingHeading id="subscribe-title" title={content.heading} intro={content.intro} dark className="md:text-3xl" />
        <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start">
          <div className="flex-1 [&_label]:sr-only [&_p]:text-red-300">
            <EmailField placeholder={t`Your e-mail address`} {...field('email')} />
          </div>
          <Button type="submit" size="md" disabled={mutation.isPending}>
            {mutation.isPending ? t`Please wait…` : content.buttonLabel}
          </Button>
        </form>
      </div>
    </section>
  );
}
