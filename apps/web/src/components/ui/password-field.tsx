import { TextField, type TextFieldProps } from './text-field.tsx';
import { Trans } from '@lingui/react/macro';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** Password managers offer to generate a new password, or fill the saved one for the current password. */
  autoComplete?: 'new-password' | 'current-password';
}

/** A masked TextField; a new password unless told otherwise. */
export function PasswordField({ autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={autoComplete} {...props} />;
}

/** The rule for a new password (spec §5), shown under the fields that set one. */
export function PasswordRules() {
  return <p className="text-xs text-navy-600"><Trans>8 to 20 letters, digits or symbols.</Trans></p>;
}
