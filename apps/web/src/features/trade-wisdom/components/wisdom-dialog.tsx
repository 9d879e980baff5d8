import type { TradeWisdom } from '@tlt/shared/community';
import { FormSheet } from '../../../components/ui/form-sheet.tsx';
import { WisdomForm } from './wisdom-form.tsx';

/** The admins' create/edit dialog; closing it drops what was typed. */
export function WisdomDialog({ open, onOpenChange, wisdom }: { open: boolean; onOpenChange: (open: boolean) => void; wisdom?: TradeWisdom }) {
  return (
    <FormSheet open={open} onOpenChange={onOpenChange}>
      <WisdomForm key={wisdom?._id ?? 'new'} wisdom={wisdom} onDone={() => onOpenChange(false)} />
    </FormSheet>
  );
}
