import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from '../../lib/cn.ts';

/**
 * The tabs pattern on Radix: one Tab stop for the row, the arrow keys (and Home, End) move and
 * select, roles tab / tablist / tabpanel with their labels wired. Wrap the row and its panel in
 * `Tabs`; they need not be siblings.
 */
const Chosen = createContext('');

export function Tabs<T extends string>({
  value,
  onValueChange,
  className,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)} className={className}>
      <Chosen.Provider value={value}>{children}</Chosen.Provider>
    </RadixTabs.Root>
  );
}

export interface TabItem {
  value: string;
  label: string;
}

interface TabListProps {
  label: string;
  tabs: readonly (TabItem | string)[];
  /** 'white' sits on the page; 'tinted' is a grey tray (the calculator's card). */
  tone?: 'white' | 'tinted';
  /** A row that scrolls sideways on a narrow phone, keeping the chosen tab in view. */
  scroll?: boolean;
  /** Layout of the row (grid columns, flex); the look is shared. */
  className?: string;
  tabClassName?: string;
}

const itemOf = (tab: TabItem | string): TabItem => (typeof tab === 'string' ? { value: tab, label: tab } : tab);

export function TabList({ label, tabs, tone = 'white', scroll = false, className, tabClassName }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const chosen = useContext(Chosen);
  // The chosen tab (from the address, or the keyboard) is scrolled into the row's view.
  useEffect(() => {
    if (scroll) list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [scroll, chosen]);
  const row = (
    <RadixTabs.List
      ref={list}
      aria-label={label}
      className={cn(
        'gap-1 rounded-xl border border-navy-100 p-1',
        tone === 'white' ? 'bg-white shadow-sm shadow-navy-900/5' : 'bg-navy-50',
        className,
      )}
    >
      {tabs.map(itemOf).map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          className={cn(
            'rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500',
            'data-[state=active]:bg-navy-900 data-[state=active]:text-white data-[state=active]:shadow-sm',
            // Dark theme: navy-900 is a light pill there (theme.css), so its text is the dark navy.
            'dark:data-[state=active]:text-navy-50',
            tone === 'white'
              ? 'data-[state=inactive]:text-navy-600 data-[state=inactive]:hover:bg-navy-50 data-[state=inactive]:hover:text-navy-900'
              : 'data-[state=inactive]:text-navy-700 data-[state=inactive]:hover:bg-white data-[state=inactive]:hover:text-navy-950',
            tabClassName,
          )}
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
  return scroll ? <div className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0">{row}</div> : row;
}

/** The panel of the chosen tab, labelled by it. */
export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-500', className)}>
      {children}
    </RadixTabs.Content>
  );
}
