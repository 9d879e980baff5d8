import { useId } from 'react';
import { WebinarConfigUpdateSchema, type WebinarConfig } from '@tlt/shared/webinar';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveWebinarConfig } from '../api/save-webinar-config.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useSaveForm } from '../../../lib/use-zod-form.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * Admin: the webinar funnel's settings (PUT /api/webinar/config): the text that replaces
 * "7 PM, Sunday, {date}" on /webinar when set, and the group link on the success page.
 */
export function WebinarSettingsForm({ config }: { config: WebinarConfig }) {
  const { t } = useLingui();
  // "{date}": where /webinar's line puts the coming Sunday's date ("{तारीख}" on Hindi pages).
  const dateToken = `{${t({ message: 'date', comment: 'the coming Sunday in the webinar date line: "7 PM, Sunday, {date}"' })}}`;
  const id = useId();
  const mutation = useSaveWebinarConfig();
  const settingsOf = (c: WebinarConfig) => ({ customWebinarDate: c.customWebinarDate ?? '', whatsappLink: c.whatsappLink });
  const { register, onSubmit, formState: { errors, isDirty } } = useSaveForm(WebinarConfigUpdateSchema, {
    mode: 'onBlur',
    defaultValues: settingsOf(config),
    save: mutation.mutateAsync,
    savedMessage: t`Webinar settings saved`,
    resetTo: (_, saved) => settingsOf(saved),
  });

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Custom webinar date (optional)`} placeholder={t`Leave blank for “7 PM, Sunday, ${dateToken}”`} {...field('customWebinarDate')} />
      <TextField
        label={t`Group link on the success page`}
        type="url"
        inputMode="url"
        placeholder="https://chat.whatsapp.com/…"
        {...field('whatsappLink')}
      />
      <Button type="submit" disabled={mutation.isPending || !isDirty}>
        {mutation.isPending ? t`Saving…` : t`Save webinar settings`}
      </Button>
    </form>
  );
}
