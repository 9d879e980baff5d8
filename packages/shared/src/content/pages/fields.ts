import { z } from 'zod';
import { longText, requiredText } from '../widgets.ts';

/** Building blocks the info pages' content schemas share: a line, and a paragraph (a text area in the form). */
export const text = requiredText();
export const paragraph = longText();
export const TitledTextSchema = z.object({ title: text, text: paragraph });
/** A heading over titled cards (About's values and offer, Performance's benefits). */
export const HeadedCardsSchema = z.object({ heading: text, items: z.array(TitledTextSchema).min(1) });
/** A heading over paragraphs (About's who we are and what we do). */
export const HeadedParagraphsSchema = z.object({ heading: text, paragraphs: z.array(paragraph).min(1) });
