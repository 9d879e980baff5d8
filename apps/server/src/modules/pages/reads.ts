import { BLOG_MSG } from '@tlt/shared/blogs';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { findBySlug, listBlogs, toBlog, toSummary } from '../blogs/service.ts';
import { supportContact } from '../content-values/service.ts';
import { getContentValues, parseContentKeys } from '../content/service.ts';
import { listCourses } from '../courses/service.ts';
import { isUnderMaintenance } from '../maintenance/service.ts';
import { activeDiscount, listPlans, planConfig, toPlanDto } from '../plans/service.ts';
import { readWebinarConfig } from '../webinar/service.ts';

/**
 * `locale` is the page's language (a /hi page reads in Hindi, issue 30 §3), as the route answers a
 * request with that `Accept-Language`: content values and the blogs list answer in it; plans,
 * courses and the webinar's settings read the same in both.
 */
type Read = (db: Db, query: URLSearchParams, locale: Locale) => Promise<unknown>;

/**
 * The GET calls the public pages make, answered by the services behind those routes, as a visitor
 * gets them (a locked blog is its preview). What each route answers is what this answers
 * (pages.test.ts compares them); a page that asks for anything else is drawn in the browser.
 */
const READS: Record<string, Read> = {
  underMaintenance: async (db) => ({ isTLT: await isUnderMaintenance(db) }),
  'content/values': (db, q, locale) => getContentValues(db, parseContentKeys(q.get('keys') ?? ''), locale),
  'plan/all': async (db) => {
    const { discount } = await activeDiscount(db);
    return (await listPlans(db)).map((p) => toPlanDto(p, discount));
  },
  'plan/config': async (db) => [await planConfig(db)],
  'learning/courses': (db) => listCourses(db),
  'blogs/all': async (db, _q, locale) => (await listBlogs(db, locale)).map(toSummary),
  'webinar/config': async (db) => {
    const { email, phone } = await supportContact(db);
    return { ...(await readWebinarConfig(db)), supportEmail: email, supportPhone: phone };
  },
  'contactus/support': (db) => supportContact(db),
};

const BLOG = /^blogs\/bySlug\/([^/]+)$/;

/** GET /api/{path}'s data for a visitor, as JSON carries it; an HttpError (its status as `code`) when it fails. */
export async function readForPage(db: Db, path: string, locale: Locale = 'en'): Promise<unknown> {
  const [route, search = ''] = path.split('?', 2);
  const query = new URLSearchParams(search);
  let data: unknown;
  const blog = BLOG.exec(route);
  if (blog) {
    const row = await findBySlug(db, decodeURIComponent(blog[1]));
    if (!row) throw notFound(BLOG_MSG.notFound);
    data = toBlog(row, false);
  } else if (Object.hasOwn(READS, route)) {
    data = await READS[route](db, query, locale);
  } else {
    throw notFound(`The server does not read ${route} for a page`);
  }
  // As the wire has it: dates as strings, no undefined fields.
  return JSON.parse(JSON.stringify(data)) as unknown;
}

/** `code` is the status the page's query sees (the web's server renderer reads it). */
export function withCode(err: unknown): unknown {
  if (err instanceof HttpError) return Object.assign(err, { code: err.statusCode });
  return err;
}
