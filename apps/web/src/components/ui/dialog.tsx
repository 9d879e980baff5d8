import type { KeyboardEvent, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useLingui } from '@lingui/react/macro';

/** The parts a shell's content names itself with (every dialog needs a Title and a Description). */
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the box sits and how big it is; the shell adds the layer and the focus ring reset. */
  className: string;
  /** The dimmed page behind: a darker or plainer one, or above another dialog. */
  overlayClassName?: string;
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The one dialog shell: Radix traps focus, closes on Esc and outside click, and gives focus back
 * to the opener. The content unmounts on close, so a form inside starts afresh each time it opens.
 */
export function DialogShell({ open, onOpenChange, className, overlayClassName, onKeyDown, children }: DialogShellProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn('fixed inset-0 z-50 animate-fade-in bg-navy-950/60 backdrop-blur-sm', overlayClassName)} />
        <RadixDialog.Content onKeyDown={onKeyDown} className={cn('fixed z-50 animate-fade-in focus:outline-none', className)}>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The round X in a dialog's corner. */
export function CloseButton({ className, iconClassName = 'size-5' }: { className?: string; iconClassName?: string }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Close className={cn('rounded-md p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900', className)} aria-label={t`Close`}>
      <X className={iconClassName} aria-hidden />
    </RadixDialog.Close>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'center' for modals, 'drawer' for the side menu. */
  placement?: 'center' | 'drawer';
  /** A centred modal as wide as a laptop screen allows (an image at full size), not a form's width. */
  wide?: boolean;
}

/** A titled dialog: a centred modal, or a drawer from the right. */
export function Dialog({ open, onOpenChange, title, description, children, placement = 'center', wide = false }: DialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className={cn(
        'bg-white text-navy-900 shadow-2xl',
        placement === 'center' && 'top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
        placement === 'center' && (wide ? 'max-w-4xl' : 'max-w-md'),
        placement === 'drawer' && 'inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col p-5 animate-drawer-in',
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <DialogTitle className="text-xl font-bold text-navy-950">{title}</DialogTitle>
        <CloseButton />
      </div>
      {description ? (
        <DialogDescription className="mb-4 text-sm text-navy-600">{description}</DialogDescription>
      ) : (
        <DialogDescription className="sr-only">{title}</DialogDescription>
      )}
      {children}
    </DialogShell>
  );
}
