import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Filter } from 'lucide-react';
import { WATCHLIST_TYPES, type WatchlistType } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryName } from './category-name.ts';

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-navy-800 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-navy-50';

/**
 * The category multi-select (community.md §2): which of the four categories get a tab and are
 * listed under All. One at least stays picked, so All always means "these and Other".
 */
export function CategorySelect({ selected, onChange }: { selected: WatchlistType[]; onChange: (next: WatchlistType[]) => void }) {
  const { t } = useLingui();
  const all = selected.length === WATCHLIST_TYPES.length;
  const summary = all ? t`All` : selected.map((c) => categoryName(c, t)).join(', ');
  const toggle = (type: WatchlistType, on: boolean) =>
    onChange(on ? WATCHLIST_TYPES.filter((t) => t === type || selected.includes(t)) : selected.filter((t) => t !== type));

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={cn(
          'inline-flex h-10 max-w-full items-center gap-2 rounded-lg border border-navy-200 bg-white px-3 text-sm font-medium text-navy-800 shadow-sm shadow-navy-900/5',
          'hover:border-navy-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 data-[state=open]:border-emerald-500',
        )}
      >
        <Filter className="size-4 shrink-0 text-emerald-700" aria-hidden />
        <span className="truncate">
          <Trans>
            Categories: <span className="font-semibold text-navy-950">{summary}</span>
          </Trans>
        </span>
        <ChevronDown className="size-4 shrink-0 text-navy-500" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          className="z-40 min-w-56 animate-fade-in rounded-xl border border-navy-100 bg-white p-1.5 shadow-xl shadow-navy-900/10"
        >
          <Menu.Label className="px-2.5 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-navy-500 uppercase">
            <Trans>Show categories</Trans>
          </Menu.Label>
          {WATCHLIST_TYPES.map((type) => {
            const on = selected.includes(type);
            return (
              <Menu.CheckboxItem
                key={type}
                checked={on}
                // The last one picked stays: with none, the tabs would have nothing to mean.
                disabled={on && selected.length === 1}
                onCheckedChange={(next) => toggle(type, next === true)}
                // Keep the menu open to pick several.
                onSelect={(e) => e.preventDefault()}
                className={ITEM}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-4 items-center justify-center rounded border',
                    on ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-navy-300 bg-white',
                  )}
                >
                  <Menu.ItemIndicator>
                    <Check className="size-3" strokeWidth={3} />
                  </Menu.ItemIndicator>
                </span>
                {categoryName(type, t)}
              </Menu.CheckboxItem>
            );
          })}
          {!all && (
            <>
              <Menu.Separator className="my-1 h-px bg-navy-100" />
              <Menu.Item onSelect={() => onChange([...WATCHLIST_TYPES])} className={cn(ITEM, 'font-semibold text-emerald-800')}>
                <Trans>Show all categories</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
