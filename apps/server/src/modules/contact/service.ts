import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { CONTACT_MSG, type ContactQuery, type QueryList } from '@tlt/shared/contact';
import { MSG } from '@tlt/shared/messages';
import { isImageSizeAllowed } from '@tlt/shared/upload';
import type { ImageStore } from '../../adapters/storage/types.ts';
import type { Db } from '../../db/client.ts';
import { contactQueries } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import type { Locale } from '@tlt/shared/i18n/locale';
import { contactReceivedMail } from '../../adapters/mail/funnel-templates.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { storeImage } from '../uploads/service.ts';

type Row = typeof contactQueries.$inferSelect;

export function toQueryDto(r: Row): ContactQuery {
  return {
    _id: r.id, name: r.name, email: r.email, contactNo: r.contactNo, message: r.message, image: r.image,
    active: r.active, createdAt: r.createdAt.toISOString(), resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The query's picture as a URL of our image store: a data URL is decoded, judged by content
 * (png or jpeg), re-encoded and stored; a URL must be one the store handed out (/api/upload).
 */
export async function resolveImage(images: ImageStore, image: string | undefined): Promise<string | null> {
  if (!image) return null;
  if (!image.startsWith('data:')) {
    if (images.owns(image)) return image;
    throw badRequest(MSG.imageType);
  }
  const m = DATA_URL.exec(image);
  if (!m) throw badRequest(MSG.imageType);
  const bytes = Buffer.from(m[1], 'base64');
  if (!isImageSizeAllowed(bytes.length)) throw new HttpError(413, MSG.imageTooLarge);
  return storeImage(images, bytes);
}


/** Acknowledgements one address gets in 24 hours; further queries are stored and not acknowledged. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

/**
 * The query and the sender's "we got it" mail in one transaction: both exist or neither. The address
 * is unproven, so after ACKS_PER_ADDRESS_PER_DAY queries from it in 24 hours the form keeps storing
 * them (the admin sees each) but mails nothing: the form cannot be used to flood someone's inbox.
 */
export async function createQuery(
  db: Db, images: ImageStore,
  input: { name: string; email: string; message: string; contactNo?: string; image?: string },
  /** Tells the sender their query arrived (issue 14 §9); without it nothing is mailed. */
  mailer?: AppMailer,
  /** The language of the page the query was sent from (issue 30): the acknowledgement's. */
  locale?: Locale,
): Promise<ContactQuery> {
  const image = await resolveImage(images, input.image);
  const address = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    // Concurrent queries from one address count one after another (PostgreSQL; PGlite is serial anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-ack:${address}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(contactQueries).where(and(
      sql`lower(${contactQueries.email}) = ${address}`,
      sql`${contactQueries.createdAt} > now() - interval '24 hours'`,
    ));
    const [row] = await tx.insert(contactQueries).values({
      name: input.name, email: input.email, message: input.message, contactNo: input.contactNo ?? null, image,
    }).returning();
    if (mailer && Number(n) < ACKS_PER_ADDRESS_PER_DAY)
      await mailer.send({ to: row.email, ...contactReceivedMail({ name: row.name, locale }) }, { tx, kind: 'visitor' });
    return toQueryDto(row);
  });
}

export async function listQueries(db: Db, p: { limit: number; offset: number; active?: boolean }): Promise<QueryList> {
  const where: SQL | undefined = p.active === undefined ? undefined : and(eq(contactQueries.active, p.active));
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(contactQueries).where(where).orderBy(sql`${contactQueries.createdAt} desc nulls last`, sql`${contactQueries.id} desc nulls last`).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(contactQueries).where(where),
  ]);
  return { queries: rows.map(toQueryDto), total: Number(n), limit: p.limit, offset: p.offset };
}

export async function setQueryActive(db: Db, id: string, active: boolean): Promise<ContactQuery> {
  const [row] = await db.update(contactQueries)
    .set({ active, resolvedAt: active ? null : new Date() })
    .where(eq(contactQueries.id, id))
    .returning();
  if (!row) throw notFound(CONTACT_MSG.notFound);
  return toQueryDto(row);
}
