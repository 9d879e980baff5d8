import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { RegisterDetailsSchema } from '@tlt/shared/signup';
import { activateLocale } from './i18n.ts';
import { firstIssues } from './form-issues.ts';
import { zodFormResolver } from './use-zod-form.ts';

// A stand-in for the shared catalogue's Hindi (the "answers" work fills the real one).
const CONFIRM_HI = 'पासवर्ड दोबारा लिखें';
vi.mock('@tlt/shared/i18n/hi/index', () => ({ HINDI: { [MSG.confirmPasswordRequired]: CONFIRM_HI } }));

afterEach(() => activateLocale('en'));

const emptySubmit = { name: '', email: '', contactNo: '', password: '', confirmPassword: '', terms: false };
const resolve = (values: object) =>
  zodFormResolver(RegisterDetailsSchema as never)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("forms show the shared rules' messages in the page's language (issue 30 §5)", () => {
  it('keeps the spec English on English pages', async () => {
    const { errors } = await resolve(emptySubmit);
    expect((errors as Record<string, { message: string }>).confirmPassword.message).toBe(MSG.confirmPasswordRequired);
    const parsed = RegisterDetailsSchema.safeParse(emptySubmit);
    expect(firstIssues(parsed.error!).confirmPassword).toBe(MSG.confirmPasswordRequired);
  });

  it("gives the catalogue's Hindi on Hindi pages, through the resolver and firstIssues", async () => {
    await activateLocale('hi');
    const { errors } = await resolve(emptySubmit);
    expect((errors as Record<string, { message: string }>).confirmPassword.message).toBe(CONFIRM_HI);
    const parsed = RegisterDetailsSchema.safeParse(emptySubmit);
    expect(firstIssues(parsed.error!).confirmPassword).toBe(CONFIRM_HI);
    // A message the catalogue lacks stays English rather than vanishing.
    expect(Object.values(firstIssues(parsed.error!))).toContain(firstIssues(parsed.error!).name);
    expect(firstIssues(parsed.error!).name).toBeTruthy();
  });
});
