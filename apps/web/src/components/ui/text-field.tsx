import { Input, type InputProps } from './input.tsx';
import { useLingui } from '@lingui/react/macro';

export interface TextFieldProps extends Omit<InputProps, 'id' | 'invalid'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its validation message below, wired up with aria-invalid and aria-describedby. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-800">
        {label}
      </label>
      <Input id={id} invalid={!!error} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** An email TextField: labelled "Email", with the email keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** An Indian mobile number field; the label differs by form ("Contact", "Contact No."). */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  const { t } = useLingui();
  return <TextField type="tel" inputMode="tel" autoComplete="tel" placeholder={t`10-digit mobile number`} {...props} />;
}
