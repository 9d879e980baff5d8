import type { FormEvent, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A form in a dialog: a full-height sheet on phones (the keyboard and a long form fit), a centred
 * dialog from `sm` up. Radix traps focus, closes on Esc and gives focus back to the opener. The
 * content unmounts on close, so a form inside (a `SheetForm`) starts afresh each time it opens.
 */
export function FormSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-0 z-50 flex h-dvh flex-col bg-white text-navy-900 shadow-2xl focus:outline-none animate-fade-in',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          )}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
        <RadixDialog.Title className="text-lg font-bold text-navy-950">{title}</RadixDialog.Title>
        <RadixDialog.Close className="rounded-md p-2 text-navy-500 hover:bg-navy-50 hover:text-navy-900" aria-label="Close">
          <X className="size-5" aria-hidden />
        </RadixDialog.Close>
      </div>
      <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">{children}</div>
      <div className="flex gap-3 border-t border-navy-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end sm:px-6">
        <RadixDialog.Close asChild>
          <Button variant="outline" className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-5">
            Cancel
          </Button>
        </RadixDialog.Close>
        <Button type="submit" disabled={saving} className="flex-[2] px-3 whitespace-nowrap sm:min-w-36 sm:flex-none sm:px-5">
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
