import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';

interface CommentBoxProps {
  /** The textarea's accessible name, e.g. "Write a comment". */
  label: string;
  placeholder: string;
  sendLabel: string;
  pending: boolean;
  /** Resolves true when the text was saved (the box then empties), false to keep it for a retry. */
  onSend: (content: string) => Promise<boolean>;
  autoFocus?: boolean;
  className?: string;
}

/**
 * community.md §5: Enter sends, Shift+Enter starts a new line, and blank text is never sent.
 * An IME composition's Enter (e.g. picking a Hindi word) confirms the word instead of sending.
 */
export function CommentBox({ label, placeholder, sendLabel, pending, onSend, autoFocus, className }: CommentBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  async function send() {
    if (blank || pending) return;
    if (await onSend(text.trim())) setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className={cn('flex items-end gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={COMMUNITY_LIMITS.commentMaxChars}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-busy={pending || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className={cn(
          'field-sizing-content max-h-40 min-h-11 w-full resize-none rounded-xl border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900',
          'placeholder:text-navy-400 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
        )}
      />
      <button
        type="submit"
        aria-label={sendLabel}
        disabled={blank || pending}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-400 text-navy-950 transition-colors hover:bg-emerald-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:opacity-40"
      >
        {pending ? (
          <span className="size-4 animate-spin rounded-full border-2 border-navy-950/30 border-t-navy-950" aria-hidden />
        ) : (
          <SendHorizontal className="size-5" aria-hidden />
        )}
      </button>
    </form>
  );
}
