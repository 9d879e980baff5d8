import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

interface SearchBoxProps {
  id: string;
  /** Read by screen readers; the placeholder says it on screen. */
  label: string;
  placeholder?: string;
  /** The search in force (from the URL); typing changes it after `delay` ms of quiet, Enter at once. */
  value: string;
  onChange: (q: string) => void;
  delay?: number;
  className?: string;
}

/** A debounced search field: one request per pause in typing, not one per key. */
export function SearchBox({ id, label, placeholder, value, onChange, delay = 300, className }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The search changed elsewhere (Back, a cleared filter): show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onChangeRef.current(next);
  };

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => send(next), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-400" aria-hidden />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') send(text.trim());
        }}
        className={cn(
          'h-11 w-full rounded-lg border border-navy-200 bg-white pr-10 pl-9 text-base text-navy-900 [&::-webkit-search-cancel-button]:hidden',
          'placeholder:text-navy-400 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
        )}
      />
      {text && (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            setText('');
            send('');
          }}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-navy-500 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
