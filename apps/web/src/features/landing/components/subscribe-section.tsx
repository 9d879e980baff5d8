import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField } from '@tlt/shared/fields';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { useSubscribe } from '../api/subscribe.ts';

const SubscribeFormSchema = z.object({ email: emailField });

export function SubscribeSection() {
  const id = useId();
  const content = useLandingContent('subscribe');
  const mutation = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof SubscribeFormSchema>, unknown, z.output<typeof SubscribeFormSchema>>({
    resolver: zodResolver(SubscribeFormSchema),
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

  return (
    <section aria-labelledby="subscribe-title" className="bg-navy-900 py-16 text-white md:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="subscribe-title" className="text-3xl font-extrabold tracking-tight">
          {content.heading}
        </h2>
        <p className="mt-3 text-navy-100">{content.intro}</p>
        <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start">
          <div className="flex-1 [&_label]:sr-only [&_p]:text-red-300">
            <EmailField id={`${id}-email`} placeholder="Your e-mail address" error={errors.email?.message} {...register('email')} />
          </div>
          <Button type="submit" size="md" disabled={mutation.isPending}>
            {mutation.isPending ? 'Please wait…' : content.buttonLabel}
          </Button>
        </form>
      </div>
    </section>
  );
}
