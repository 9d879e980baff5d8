import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by its shared zod schema (the server's own rules, spec §5): react-hook-form with
 * the schema's resolver, typed from the schema (what is typed in, what a valid submit hands over).
 */
export function useZodForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, options: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {}) {
  return useForm<In, unknown, Out>({ ...options, resolver: zodResolver(schema) });
}
