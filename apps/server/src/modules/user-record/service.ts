/**
 * The user record, below every module that needs a member (auth, billing, signup, users, ...):
 * find, load as the wire shape, insert. Its own module so that billing and the back office
 * (users/) both lean on it rather than on each other (docs/ARCHITECTURE.md, module floors).
 */
import { eq, sql } from 'drizzle-orm';
import type { UserType } from '@tlt/shared/user';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { cachedUserDto, toUserDto } from './serialize.ts';

export { cachedUserDto, toUserDto };

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function loadUserDto(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const pays = await db.select().from(payments).where(eq(payments.userId, userId))
    .orderBy(sql`${payments.endDate} desc nulls last`); // as payments_user_end_idx, so no sort (0009)
  return toUserDto(row, pays);
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  userType?: UserType;
  contactNo?: string | null;
  agree?: boolean;
  active?: boolean;
}

/** Answers undefined when the email is taken (unique index), so concurrent inserts cannot both win. */
export async function insertUser(db: Db, u: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      name: u.name,
      email: u.email.trim().toLowerCase(),
      passwordHash: await hashPassword(u.password),
      userType: u.userType ?? 'normal',
      contactNo: u.contactNo ?? null,
      agree: u.agree ?? false,
      active: u.active ?? true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row as typeof row | undefined;
}

/** Creates the admin unless that email exists; an existing account is left untouched. */
export async function ensureAdmin(db: Db, a: { email: string; password: string; name: string }) {
  const created = await insertUser(db, { ...a, userType: 'admin', agree: true });
  return created ? { created: true, user: created } : { created: false, user: (await findUserByEmail(db, a.email))! };
}
