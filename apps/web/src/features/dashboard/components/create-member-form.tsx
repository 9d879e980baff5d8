import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CreateMemberFormSchema, DEFAULT_MANUAL_PLAN, type CreateMemberFormInput,
} from '@tlt/shared/back-office/member-create';
import type { Plan } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, PasswordRules } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateMember } from '../api/create-member.ts';
import { defaultPlanType, planOptions } from './manual-plan.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useLingui } from '@lingui/react/macro';

const REQUIRED = ['email', 'name', 'password', 'contactNo', 'planType', 'amount', 'txnId'] as const;

/**
 * Create user (community §5): an admin brings over a member who paid outside the site. Every field
 * is required and, as the spec says, nothing is sent (and nothing said) while one is empty: the
 * button stays disabled until all are filled. Wrong values get the sign-up form's messages.
 */
export function CreateMemberForm({ plans }: { plans: readonly Plan[] }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useCreateMember();
  const defaults: CreateMemberFormInput = {
    email: '', name: '', password: '', contactNo: '', planType: defaultPlanType(plans, DEFAULT_MANUAL_PLAN), amount: '', txnId: '',
  };
  const { register, handleSubmit, reset, control, formState: { errors } } = useZodForm(CreateMemberFormSchema, {
    defaultValues: defaults,
  });
  const values = useWatch({ control });
  const complete = REQUIRED.every((k) => String(values[k] ?? '').trim() !== '');

  const onSubmit = handleSubmit((form) => mutation.mutate(form, { onSuccess: () => reset(defaults) }));

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">
        {t`Create user`}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Email`} type="email" inputMode="email" autoComplete="off" {...field('email')} />
        <TextField label={t`Name`} autoComplete="off" {...field('name')} />
        <div className="space-y-1.5">
          <PasswordField label={t`Password`} {...field('password')} />
          <PasswordRules />
        </div>
        {/* Not the admin's own number: no autofill. */}
        <TextField label={t`Contact`} type="tel" inputMode="tel" autoComplete="off" placeholder={t`10-digit mobile number`} {...field('contactNo')} />
        <SelectField id={`${id}-plan`} label={t`Plan`} placeholder={t`Select a plan`} options={planOptions(plans)} {...register('planType')} />
        <TextField label={t`Amount paid (₹)`} inputMode="decimal" placeholder={t`e.g. 34999`} autoComplete="off" {...field('amount')} />
        <TextField label={t`Txn id`} autoComplete="off" placeholder={t`UTR, cheque or receipt number`} {...field('txnId')} />
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={!complete || mutation.isPending}>
        {mutation.isPending ? t`Creating…` : t`Create user`}
      </Button>
    </form>
  );
}
