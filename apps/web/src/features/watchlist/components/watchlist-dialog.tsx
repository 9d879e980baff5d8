import type { Watchlist } from '@tlt/shared/community';
import { FormSheet } from '../../../components/ui/form-sheet.tsx';
import { WatchlistForm } from './watchlist-form.tsx';

/** The admins' create/edit dialog; closing it drops what was typed. */
export function WatchlistDialog({ open, onOpenChange, watchlist }: { open: boolean; onOpenChange: (open: boolean) => void; watchlist?: Watchlist }) {
  return (
    <FormSheet open={open} onOpenChange={onOpenChange}>
      {/* Keyed, so going from one list's edit to another's starts from that list. */}
      <WatchlistForm key={watchlist?._id ?? 'new'} watchlist={watchlist} onDone={() => onOpenChange(false)} />
    </FormSheet>
  );
}
