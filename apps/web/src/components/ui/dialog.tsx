import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

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

/** Radix traps focus, closes on Esc and outside click, and restores focus on close. */
export function Dialog({ open, onOpenChange, title, description, children, placement = 'center', wide = false }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            'fixed z-50 bg-white text-navy-900 shadow-2xl focus:outline-none',
            placement === 'center' &&
              'top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 animate-fade-in',
            placement === 'center' && (wide ? 'max-w-4xl' : 'max-w-md'),
            placement === 'drawer' && 'inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col p-5 animate-drawer-in',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-navy-950">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900" aria-label="Close">
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-navy-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
