import { z } from 'zod';
import { longText, requiredText } from '../widgets.ts';

/** Building blocks the info pages' content schemas share: a line, and a paragraph (a text area in the form). */
export const text = requiredText();
export const paragraph = longText();
export const TitledTextSchema = z.object({ title: text, text: paragraph });
