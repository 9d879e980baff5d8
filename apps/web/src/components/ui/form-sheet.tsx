import type { FormEvent, ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { CloseButton, DialogClose, DialogDescription, DialogShell, DialogTitle } from './dialog.tsx';
import { Trans } from '@lingui/react/macro';

/**
 * A form in a dialog: a full-height sheet on phones (the keyboard and a long form fit), a centred
 * dialog from `sm` up; `wide` for a long form with side-by-side fields (a post). A form inside
 * (a `SheetForm`) starts afresh each time it opens.
 */
export function FormSheet({ open, onOpenChange, wide = false, children }: { open: boolean; onOpenChange: (open: boolean) => void; wide?: boolean; children: ReactNode }) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className={cn(
        'inset-0 flex h-dvh flex-col bg-white text-navy-900 shadow-2xl',
        'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
        wide ? 'sm:max-w-2xl' : 'sm:max-w-xl',
      )}
    >
      {children}
    </DialogShell>
  );
}

interface SheetFormProps {
  title: string;
  description: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The form inside a FormSheet: a title bar with Close, the fields scrolling, Cancel and submit below. */
export function SheetForm({ title, description, submitLabel, saving, onSubmit, children }: SheetFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={saving} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-4 border-b border-navy-100 px-4 py-3 sm:px-6">
        <DialogTitle className="text-lg font-bold text-navy-950">{title}</DialogTitle>
        <CloseButton className="p-2" />
      </div>
      <DialogDescription className="sr-only">{description}</DialogDescription>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">{children}</div>
      <div className="flex gap-3 border-t border-navy-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end sm:px-6">
        <DialogClose asChild>
          <Button variant="outline" className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-5">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving} className="flex-[2] px-3 whitespace-nowrap sm:min-w-36 sm:flex-none sm:px-5">
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {saving ? <Trans>Saving…</Trans> : submitLabel}
        </Button>
      </div>
    </form>
  );
}
