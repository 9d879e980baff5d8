import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * A react-hook-form field's id, error message and registration, the three props every TextField,
 * PasswordField and EmailField of a form takes the same way: `<TextField label="…" {...field('email')} />`.
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>, idPrefix: string) {
  return (name: Path<T>) => ({ id: `${idPrefix}-${name}`, error: get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message, ...register(name) });
}
