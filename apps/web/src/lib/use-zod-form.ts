import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { translateFieldErrors } from './form-issues.ts';

/** The shared schema's resolver, its messages in the page's language (lib/form-issues.ts). */
export function zodFormResolver<In extends FieldValues, Out>(schema: z.ZodType<Out, In>): Resolver<In, unknown, Out> {
  const resolve = zodResolver(schema) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateFieldErrors(result.errors);
    return result;
  };
}

/**
 * A form checked by its shared zod schema (the server's own rules, spec §5): react-hook-form with
 * the schema's resolver, typed from the schema (what is typed in, what a valid submit hands over).
 */
export function useZodForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, options: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {}) {
  return useForm<In, unknown, Out>({ ...options, resolver: zodFormResolver(schema) });
}

interface SaveFormOptions<In extends FieldValues, Out, Saved> extends Omit<UseFormProps<In, unknown, Out>, 'resolver'> {
  /** The feature's mutation (its `mutateAsync`, or a wrapper adding an id). */
  save: (body: Out) => Promise<Saved>;
  /** Toasted on success. */
  savedMessage: string;
  /** What the form holds once saved, so Save greys out until the next edit. */
  resetTo: (body: Out, saved: Saved) => In;
  /** Toasted on failure; the error's own message unless given. */
  failedMessage?: (error: Error) => string;
}

/**
 * A settings form saved by one mutation (admin offer, plan prices, webinar and invoice settings):
 * checked by its schema, saved, toasted, and reset to what was saved; a failure is toasted and
 * keeps what was typed.
 */
export function useSaveForm<In extends FieldValues, Out, Saved>(
  schema: z.ZodType<Out, In>,
  { save, savedMessage, resetTo, failedMessage = (error) => error.message, ...options }: SaveFormOptions<In, Out, Saved>,
) {
  const form = useZodForm(schema, options);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      toast.success(savedMessage);
      form.reset(resetTo(body, saved));
    } catch (error) {
      toast.error(failedMessage(error instanceof Error ? error : new Error(String(error))));
    }
  });
  return { ...form, onSubmit };
}
