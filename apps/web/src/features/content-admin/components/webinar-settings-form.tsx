import { useId } from 'react';
import { toast } from 'sonner';
import { WebinarConfigUpdateSchema, type WebinarConfig } from '@tlt/shared/webinar';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveWebinarConfig } from '../api/save-webinar-config.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

/** The schema's input: the date is preprocessed (blank → null), so zod types it `unknown`. */
/**
 * Admin: the webinar funnel's settings (PUT /api/webinar/config): the text that replaces
 * "7 PM, Sunday, {date}" on /webinar when set, and the group link on the success page.
 */
export function WebinarSettingsForm({ config }: { config: WebinarConfig }) {
  const id = useId();
  const mutation = useSaveWebinarConfig();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useZodForm(WebinarConfigUpdateSchema, {
    mode: 'onBlur',
    defaultValues: { customWebinarDate: config.customWebinarDate ?? '', whatsappLink: config.whatsappLink },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        toast.success('Webinar settings saved');
        reset({ customWebinarDate: saved.customWebinarDate ?? '', whatsappLink: saved.whatsappLink });
      },
      onError: (error) => toast.error(error.message),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Custom webinar date (optional)" placeholder="Leave blank for “7 PM, Sunday, {date}”" {...field('customWebinarDate')} />
      <TextField
        label="Group link on the success page"
        type="url"
        inputMode="url"
        placeholder="https://chat.whatsapp.com/…"
        {...field('whatsappLink')}
      />
      <Button type="submit" disabled={mutation.isPending || !isDirty}>
        {mutation.isPending ? 'Saving…' : 'Save webinar settings'}
      </Button>
    </form>
  );
}
