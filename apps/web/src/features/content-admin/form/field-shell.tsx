import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  help?: string;
  error?: string;
  /** Under the control, right-aligned: a character count, a link to try the value. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A leaf field's label, control, help line and message (the schema's), wired by id. */
export function FieldShell({ id, label, help, error, aside, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-800">
        {label}
      </label>
      {children}
      {(help || aside) && (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-navy-600">
          {help ? <p id={`${id}-help`}>{help}</p> : <span />}
          {aside}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a control: its help line and its message, when present. */
export const describedBy = (id: string, help?: string, error?: string) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
