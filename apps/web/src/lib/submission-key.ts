import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/**
 * One Idempotency-Key per form submission, for the create calls the server deduplicates
 * (posts, comments, replies, contact queries). Sending the same content again — a double tap,
 * or a retry after the answer was lost — reuses the key, so the server stores it once and
 * answers the first result. Other content, or a new submission after a success, takes a fresh key
 * (the server answers 422 for a key reused with another body).
 */
export class SubmissionKey {
  private last: { body: string; key: string } | undefined;

  /** The key for sending `input` now. */
  for(input: unknown): string {
    const body = JSON.stringify(input);
    if (this.last?.body !== body) this.last = { body, key: newKey() };
    return this.last.key;
  }

  /** The submission succeeded: the next one, even with the same content, is a new one. */
  done(): void {
    this.last = undefined;
  }
}

/** A SubmissionKey that lives as long as the component (one per form or mutation hook). */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(() => new SubmissionKey());
  return key;
}

/**
 * A create mutation whose submissions each carry their Idempotency-Key: `send` is given the key for
 * the input, and a success makes the next submission a new one (posts, comments, replies, queries,
 * refunds, watchlists, trade wisdom).
 */
export function useSubmitOnce<I, T>(
  send: (input: I, idempotencyKey: string) => Promise<T>,
  options: Omit<UseMutationOptions<T, Error, I>, 'mutationFn'> = {},
) {
  const submission = useSubmissionKey();
  return useMutation<T, Error, I>({
    ...options,
    mutationFn: (input) => send(input, submission.for(input)),
    onSuccess: (...args) => {
      submission.done();
      return options.onSuccess?.(...args);
    },
  });
}

/** randomUUID exists only in secure contexts (https, localhost); a site on plain http still gets a v4 UUID. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
