import { z } from 'zod';

/** Building blocks the info pages' content schemas share. */
export const text = z.string().trim().min(1);
export const TitledTextSchema = z.object({ title: text, text });
