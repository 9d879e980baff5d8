import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn.ts';
import type { PostFormValues } from './post-form-values.ts';
import { Trans, useLingui } from '@lingui/react/macro';

// Members never download Tiptap: only an admin's form asks for this chunk.
const RichTitleEditor = lazy(() => import('./rich-title-editor.tsx').then((m) => ({ default: m.RichTitleEditor })));

/** Members write a plain textarea; an admin's post gets the rich-text editor (see `richTitle`). */
export function TitleField({ form, rich, idPrefix }: { form: UseFormReturn<PostFormValues>; rich: boolean; idPrefix: string }) {
  const { t } = useLingui();
  const error = form.formState.errors.title?.message;
  const labelId = `${idPrefix}-title-label`;
  const errorId = `${idPrefix}-title-error`;
  const labelClass = 'block text-sm font-medium text-navy-800';
  return (
    <div className="space-y-1.5">
      {/* The rich editor is no form control a <label> can point at; it names itself by the span's id. */}
      {rich ? (
        <span id={labelId} className={labelClass}>
          <Trans>Title</Trans>
        </span>
      ) : (
        <label id={labelId} htmlFor={`${idPrefix}-title`} className={labelClass}>
          <Trans>Title</Trans>
        </label>
      )}
      {rich ? (
        <Suspense fallback={<div className="h-[8.5rem] animate-pulse rounded-lg border border-navy-200 bg-navy-50" aria-busy="true" />}>
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => (
              <RichTitleEditor labelId={labelId} value={field.value} onChange={field.onChange} focusRef={field.ref} invalid={!!error} describedBy={error ? errorId : undefined} />
            )}
          />
        </Suspense>
      ) : (
        <textarea
          id={`${idPrefix}-title`}
          rows={3}
          placeholder={t`What is the trade? Entry, reasoning, timeframe…`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block w-full resize-y rounded-lg border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900 placeholder:text-navy-400',
            'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40',
            error && 'border-red-600',
          )}
          {...form.register('title')}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
