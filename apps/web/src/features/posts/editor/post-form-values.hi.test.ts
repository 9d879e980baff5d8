import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { activateLocale } from '../../../lib/i18n.ts';
import { defaultValues, postFormSchema } from './post-form-values.ts';

afterEach(() => activateLocale('en'));

const tooLong = { ...defaultValues(), title: 'a'.repeat(COMMUNITY_LIMITS.titleMaxChars + 1) };
const titleMessages = () => postFormSchema('admin').safeParse(tooLong).error!.issues.filter((i) => i.path[0] === 'title').map((i) => i.message);

// Issue 30 §8: the post form's own "too long" (a web-only word) in the page's language.
describe('a post title over the limit', () => {
  it('is "Title is too long" on English pages and Hindi on Hindi ones', async () => {
    expect(titleMessages()).toContain('Title is too long');
    await activateLocale('hi');
    expect(titleMessages()).toContain('टाइटल बहुत लंबा है');
    expect(titleMessages()).not.toContain('Title is too long');
  });
});
