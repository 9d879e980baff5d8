import { z } from 'zod';
import { contactField, nameField } from './fields.ts';
import { MSG } from './messages.ts';

/** Our own copy: the spec gives no wording for these refusals. */
export const WEBINAR_MSG = {
  whatsappLink: 'whatsappLink must be an https URL',
  language: 'Please choose English or Hindi',
  settingsSaved: 'Webinar settings saved',
} as const;

export const WEBINAR_LANGUAGES = ['English', 'Hindi'] as const;
export type WebinarLanguage = (typeof WEBINAR_LANGUAGES)[number];
/** Used when no group link is configured (spec §2: the button has a fallback). */
export const FALLBACK_WHATSAPP_LINK = 'https://chat.whatsapp.com/TheLazyTraderWebinar';
/** localStorage key the landing pages fill from ?utm_source= (spec §3 User). */
export const UTM_SOURCE_KEY = 'utmSource';

/** GET /api/webinar/config; the support contacts come from the server's configuration. */
export const WebinarConfigSchema = z.object({
  /** Display text that replaces "7 PM, Sunday, {date}" when set. */
  customWebinarDate: z.string().nullable(),
  whatsappLink: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
});
export type WebinarConfig = z.infer<typeof WebinarConfigSchema>;

/** PUT /api/webinar/config (admin): a blank custom date clears it. */
export const WebinarConfigUpdateSchema = z.object({
  customWebinarDate: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(120).nullable(),
  ),
  whatsappLink: z.url({ protocol: /^https$/, error: WEBINAR_MSG.whatsappLink }).max(300),
});
export type WebinarConfigUpdate = z.infer<typeof WebinarConfigUpdateSchema>;

/** GET /api/webinar/cities: Indian cities and towns; some names repeat across states. */
export const CitySchema = z.object({ id: z.string(), name: z.string(), state: z.string() });
export type City = z.infer<typeof CitySchema>;

/**
 * Spec §5 Webinar registration: a malformed email shows "Email is required!!" too; the
 * contact follows the Indian mobile rule. City is optional.
 */
export const webinarEmailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(254, { error: MSG.emailRequired })
  .pipe(z.email({ error: MSG.emailRequired }))
  .transform((e) => e.toLowerCase());

export const WebinarRegisterFormSchema = z.object({
  name: nameField,
  email: webinarEmailField,
  contact: contactField,
  city: z.string().trim().max(100),
  language: z.enum(WEBINAR_LANGUAGES, { error: WEBINAR_MSG.language }),
});
export type WebinarRegisterForm = z.input<typeof WebinarRegisterFormSchema>;

/** POST /api/webinar/register. The slot date is the server's to decide. */
export const WebinarRegisterSchema = WebinarRegisterFormSchema.extend({
  city: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  language: z.enum(WEBINAR_LANGUAGES, { error: WEBINAR_MSG.language }).default('English'),
  utmSource: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100).optional()),
});
export type WebinarRegisterInput = z.input<typeof WebinarRegisterSchema>;

export const WebinarRegistrationResultSchema = z.object({ _id: z.string(), slotDate: z.string() });
export type WebinarRegistrationResult = z.infer<typeof WebinarRegistrationResultSchema>;

/** Spec §3 Webinar registration: the stored city is "{city} | {language}". */
const CITY_LANGUAGE_SEPARATOR = ' | ';
export function storedWebinarCity(city: string, language: WebinarLanguage): string {
  return `${city}${CITY_LANGUAGE_SEPARATOR}${language}`;
}

/** The stored "{city} | {language}" read back (the last separator: a city never names a language). */
export function splitWebinarCity(stored: string): { city: string; language: string } {
  const at = stored.lastIndexOf(CITY_LANGUAGE_SEPARATOR);
  if (at < 0) return { city: stored.trim(), language: '' };
  return { city: stored.slice(0, at).trim(), language: stored.slice(at + CITY_LANGUAGE_SEPARATOR.length).trim() };
}

/** Spec §3: "FB" when the stored utmSource is "fb", else "GOOGLE". */
export function webinarSource(utmSource: string | undefined): 'FB' | 'GOOGLE' {
  return utmSource?.trim().toLowerCase() === 'fb' ? 'FB' : 'GOOGLE';
}
