import { useId } from 'react';
import { WebinarConfigUpdateSchema, type WebinarConfig } from '@tlt/shared/webinar';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveWebinarConfig } from '../api/save-webinar-config.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useSaveForm } from '../../../lib/use-zod-form.ts';

/**
 * Admin: the webinar funnel's settings (PUT /api/webinar/config): the text that replaces
 * "7 PM, Sunday, {date}" on /webinar when set, and the group link on the success page.
 */
export function WebinarSettingsForm({ config }: { config: WebinarConfig }) {
  const id = useId();
  const mutation = useSaveWebinarConfig();
  const settingsOf = (c: WebinarConfig) => ({ customWebinarDate: c.customWebinarDate ?? '', whatsappLink: c.whatsappLink });
  const { register, onSubmit, formState: { errors, isDirty } } = useSaveForm(WebinarConfigUpdateSchema, {
    mode: 'onBlur',
    defaultValues: settingsOf(config),
    save: mutation.mutateAsync,
    savedMessage: 'Webinar settings saved',
    resetTo: (_, saved) => settingsOf(saved),
  });

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
