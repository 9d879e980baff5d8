import { NO_COST_EMI_MIN_MONTHS, PLAN_SEED } from '../plan-seed.ts';
import { formatRupees } from '../money-format.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * One truth for plan lengths and prices in marketing copy (issue 14 §4, decision 0036): content
 * says `{planLengths}` or `{plan:12:price}` and this fills it from the plan catalogue, so the site
 * never promises a plan the checkout does not sell, and a new row (say 24 months) shows up in the
 * copy by itself. Pure and zod-free: the server fills what it serves, the pages fill their seeds.
 */

/** What the copy needs of a plan (the fields of PlanSchema / GET /api/plan/all), amounts in rupees. */
export interface CopyPlan {
  months: number;
  baseAmount: number;
  struckAmount: number;
  emi: number | null;
  noCostEmi: boolean;
}

/** The placeholders a text may use, as the admin form lists them. `N` is a plan length in months. */
export const PLAN_COPY_TOKENS = [
  { token: '{planLengths}', means: 'every plan length, e.g. “3, 6 or 12”' },
  { token: '{planLengths:N+}', means: 'plan lengths of at least N months, e.g. {planLengths:12+}' },
  { token: '{planLengths:emi}', means: 'plan lengths that can be paid in EMIs' },
  { token: '{planLengths:noCostEmi}', means: 'plan lengths with no-cost EMI' },
  { token: '{plan:N:price}', means: 'the price of the N-month plan, e.g. {plan:12:price}' },
  { token: '{plan:N:struck}', means: 'its struck-out price' },
  { token: '{plan:N:emi}', means: 'its EMI a month' },
] as const;

/** Every `{plan…}` token; anything else in braces is left alone. */
const TOKEN = /\{(plan[A-Za-z]*)((?::[^{}:]*)*)\}/g;

const rupees = formatRupees;

/** The word before a list's last length: "3, 6 or 12", in Hindi "3, 6 या 12". */
const OR: Record<Locale, string> = { en: 'or', hi: 'या' };

/** "3", "3 or 6", "3, 6 or 12". */
function joinLengths(months: number[], locale: Locale): string {
  const list = [...new Set(months)].sort((a, b) => a - b).map(String);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} ${OR[locale]} ${list.at(-1)}`;
}

type Resolved = { ok: true; text: string } | { ok: false; problem: string };

function resolve(name: string, args: string[], catalogue: readonly CopyPlan[], locale: Locale = 'en'): Resolved {
  if (name === 'planLengths' && args.length <= 1) {
    const [filter] = args;
    const min = filter?.match(/^(\d{1,3})\+$/);
    const chosen =
      filter === undefined ? catalogue
        : filter === 'emi' ? catalogue.filter((p) => p.emi !== null)
          : filter === 'noCostEmi' ? catalogue.filter((p) => p.noCostEmi)
            : min ? catalogue.filter((p) => p.months >= Number(min[1])) : null;
    if (!chosen) return { ok: false, problem: 'is not a placeholder' };
    if (chosen.length === 0) return { ok: false, problem: 'matches no plan in the catalogue' };
    return { ok: true, text: joinLengths(chosen.map((p) => p.months), locale) };
  }
  if (name === 'plan' && args.length === 2 && /^\d{1,3}$/.test(args[0]) && ['price', 'struck', 'emi'].includes(args[1])) {
    const plan = catalogue.find((p) => p.months === Number(args[0]));
    if (!plan) return { ok: false, problem: `names no plan: the catalogue has no ${args[0]}-month plan` };
    const amount = args[1] === 'price' ? plan.baseAmount : args[1] === 'struck' ? plan.struckAmount : plan.emi;
    if (amount === null) return { ok: false, problem: `names no EMI: the ${args[0]}-month plan has none` };
    return { ok: true, text: rupees(amount) };
  }
  return { ok: false, problem: 'is not a placeholder' };
}

const argsOf = (raw: string) => (raw ? raw.slice(1).split(':') : []);

/** The text with every plan placeholder filled; one the catalogue cannot fill becomes empty (saving refuses those). */
export function fillPlanCopy(text: string, catalogue: readonly CopyPlan[], locale: Locale = 'en'): string {
  if (!text.includes('{plan')) return text;
  return text.replace(TOKEN, (_all, name: string, raw: string) => {
    const r = resolve(name, argsOf(raw), catalogue, locale);
    return r.ok ? r.text : '';
  });
}

/** fillPlanCopy over every string of a content value (objects and lists walked, other values kept). */
export function fillPlanCopyDeep<T>(value: T, catalogue: readonly CopyPlan[], locale: Locale = 'en'): T {
  if (typeof value === 'string') return fillPlanCopy(value, catalogue, locale) as T;
  if (Array.isArray(value)) return value.map((v) => fillPlanCopyDeep(v, catalogue, locale)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlanCopyDeep(v, catalogue, locale)])) as T;
  }
  return value;
}

/** Placeholders in a content value that the catalogue cannot fill, by field path, for a clear 400. */
export function planCopyProblems(value: unknown, catalogue: readonly CopyPlan[], path: (string | number)[] = []): { path: string; message: string }[] {
  if (typeof value === 'string') {
    return [...value.matchAll(TOKEN)].flatMap(([all, name, raw]) => {
      const r = resolve(name, argsOf(raw), catalogue);
      return r.ok ? [] : [{ path: path.join('.'), message: `${all} ${r.problem}` }];
    });
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => planCopyProblems(v, catalogue, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => planCopyProblems(v, catalogue, [...path, k]));
  }
  return [];
}

/** The catalogue as the seed has it: what the pages fill their first paint with before GET /api/plan/all answers. */
export const SEED_COPY_CATALOGUE: readonly CopyPlan[] = PLAN_SEED.map((p) => ({
  months: p.months,
  baseAmount: p.basePaise / 100,
  struckAmount: p.struckPaise / 100,
  emi: p.emiPaise === null ? null : p.emiPaise / 100,
  noCostEmi: p.emiPaise !== null && p.months >= NO_COST_EMI_MIN_MONTHS,
}));
