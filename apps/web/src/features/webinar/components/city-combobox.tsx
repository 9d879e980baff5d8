import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { City } from '@tlt/shared/webinar';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLingui } from '@lingui/react/macro';

/** Options shown at once; typing narrows the 4,000-odd cities quickly. */
const MAX_OPTIONS = 50;

export function filterCities(cities: readonly City[], text: string): City[] {
  const q = text.trim().toLowerCase();
  if (!q) return cities.slice(0, MAX_OPTIONS);
  const starts: City[] = [];
  const contains: City[] = [];
  for (const c of cities) {
    const name = c.name.toLowerCase();
    if (name.startsWith(q)) starts.push(c);
    else if (name.includes(q) || c.state.toLowerCase().startsWith(q)) contains.push(c);
    if (starts.length >= MAX_OPTIONS) break;
  }
  return [...starts, ...contains].slice(0, MAX_OPTIONS);
}

interface CityComboboxProps {
  label: string;
  cities: readonly City[] | undefined;
  /** The chosen city's id, '' for none. */
  value: string;
  onChange: (city: City | null) => void;
  disabled?: boolean;
}

/**
 * A searchable select following the WAI-ARIA combobox pattern: type to filter, arrows to move,
 * Enter to choose, Escape to close; each option shows its state (names repeat across states).
 */
export function CityCombobox({ label, cities, value, onChange, disabled }: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const { t } = useLingui();
  const selected = useMemo(() => cities?.find((c) => c.id === value) ?? null, [cities, value]);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? (selected ? `${selected.name}, ${selected.state}` : '');
  const options = useMemo(() => (open && cities ? filterCities(cities, text ?? '') : []), [open, cities, text]);

  const choose = (city: City | null) => {
    onChange(city);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (options[active]) choose(options[active]);
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-800">{label}</label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder={cities ? t`Search your city` : t`Loading cities…`}
          disabled={disabled}
          className="pr-10"
          value={shown}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (e.target.value.trim() === '') onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-500" aria-hidden />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-navy-200 bg-white py-1 shadow-lg"
        >
          {open && options.length === 0 && (
            <li className="px-3 py-2 text-sm text-navy-600" role="presentation">{cities ? t`No city found` : t`Loading cities…`}</li>
          )}
          {options.map((c, i) => (
            <li
              key={c.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={c.id === value}
              // Chosen on press, before the input's blur closes the list; the keyboard chooses from the input (aria-activedescendant).
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn('flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-navy-900', i === active && 'bg-emerald-50')}
            >
              <span>{c.name}</span>
              <span className="text-xs text-navy-500">{c.state}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
