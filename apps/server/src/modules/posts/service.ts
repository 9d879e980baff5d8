import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { COMMUNITY_MSG, MEMBER_NOTICE, noticeBody, type PostFields, postRuleErrors, titleText } from '@tlt/shared/community';
import type { z } from 'zod';
import type { PostReviewSchema } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { plainText, sanitizeRichTitle } from '../../lib/html-sanitizer.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';
import type { MemberNotifier, MembersNotifier } from '../push/index.ts';
import { invalid, roleOf, type Viewer } from './access.ts';

type Role = 'admin' | 'user';

/**
 * The columns a create or an edit writes, after the role rules. `editor` is who saves (risk
 * cap, image minimum, notification); `author` is whose post it is (rich or plain title).
 * `imageAllowed` admits only images this site stored.
 */
function postColumns(input: PostFields, editor: Role, author: Role, imageAllowed: (url: string) => boolean) {
  const ruleErrors = postRuleErrors(input, editor);
  if (ruleErrors.length) invalid(ruleErrors);
  const foreign = input.images.findIndex((url) => !imageAllowed(url));
  if (foreign >= 0) invalid([{ path: `images.${foreign}`, message: COMMUNITY_MSG.imageUrl }]);
  const title = author === 'admin' ? sanitizeRichTitle(input.title) : plainText(input.title);
  // A title of nothing but markup (say, only a script) is empty once cleaned.
  if (!titleText(title)) invalid([{ path: 'title', message: COMMUNITY_MSG.titleRequired }]);
  const notify = editor === 'admin' && author === 'admin' && input.notification?.title
    ? { title: plainText(input.notification.title), body: plainText(input.notification.body ?? '') }
    : null;
  return {
    title,
    images: input.images,
    entryPrice: input.entryPrice ?? null,
    targetPrice1: input.targetPrice1 ?? null,
    targetPrice2: input.targetPrice2 ?? null,
    stopLoss: input.stopLoss ?? null,
    risk: input.risk ?? null,
    tags: [...new Set(input.tags)],
    // The Show Disclaimer box is the admin's (community.md §6).
    showDisclaimer: editor === 'admin' ? input.showDisclaimer : false,
    notificationTitle: notify?.title || null,
    notificationBody: notify?.title ? notify.body : null,
  };
}

/**
 * A member's post waits for review; an admin's is approved at once and, with a notification
 * title, tells every active member in the same transaction.
 */
export async function createPost(
  db: Db, owns: (url: string) => boolean, v: Viewer, input: PostFields, notifyMembers: MembersNotifier,
): Promise<string> {
  const role = roleOf(v);
  const values = postColumns(input, role, role, owns);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(posts).values({
      ...values,
      postedBy: v.id,
      postedByRole: role,
      verificationStatus: role === 'admin' ? 'approved' : 'pending',
    }).returning({ id: posts.id });
    if (values.notificationTitle) {
      await notifyMembers(tx, {
        authorId: v.id, title: values.notificationTitle, body: values.notificationBody ?? '', type: 'post', refId: row.id,
      });
    }
    return row.id;
  });
}

async function ownPost(tx: Db, id: string, v: Viewer) {
  const [p] = await tx.select({ postedBy: posts.postedBy, postedByRole: posts.postedByRole, images: posts.images })
    .from(posts).where(eq(posts.id, id)).for('no key update');
  if (!p) throw notFound(COMMUNITY_MSG.postNotFound);
  if (!v.isAdmin && p.postedBy !== v.id) throw forbidden(COMMUNITY_MSG.notYourPost);
  return p;
}

/**
 * An edit: members their own posts, admins any. A member's edit goes back to review and
 * drops any rejection reason; an admin's is approved. Images already on the post may stay.
 */
export async function editPost(
  db: Db, owns: (url: string) => boolean, v: Viewer, id: string, input: PostFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownPost(tx, id, v);
    const values = postColumns(input, roleOf(v), current.postedByRole, (url) => owns(url) || current.images.includes(url));
    await tx.update(posts).set({
      ...values,
      verificationStatus: v.isAdmin ? 'approved' : 'pending',
      rejectionReason: null,
      updatedAt: sql`now()`,
    }).where(eq(posts.id, id));
  });
}

/** True when the user has erased their account (decision 0033: the row stays as a placeholder). */
async function authorErased(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNotNull(users.erasedAt)));
  return row !== undefined;
}

/**
 * ACCEPT or REJECT from the review list (admins; the route checks), with post.approve or
 * post.reject in the same transaction, naming the post's author, who is told (notification and
 * push, kind "postReviewed") when the status changed. A review that changes neither the status nor
 * the reason still saves as before but records and tells nothing.
 */
export async function reviewPost(
  db: Db, input: z.infer<typeof PostReviewSchema>, actor: AuditActor, notifyMember: MemberNotifier,
): Promise<void> {
  const reason = input.verificationStatus === 'rejected' ? plainText(input.rejectionReason ?? '') || null : null;
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ postedBy: posts.postedBy, title: posts.title, verificationStatus: posts.verificationStatus, rejectionReason: posts.rejectionReason })
      .from(posts).where(eq(posts.id, input._id)).for('no key update');
    if (!current) throw notFound(COMMUNITY_MSG.postNotFound);
    // An erased author's post is never published (the queue no longer lists it); rejecting it is harmless.
    if (input.verificationStatus === 'approved' && current.verificationStatus !== 'approved' && await authorErased(tx, current.postedBy)) {
      throw conflict(COMMUNITY_MSG.authorDeleted);
    }
    await tx.update(posts)
      .set({ verificationStatus: input.verificationStatus, rejectionReason: reason, updatedAt: sql`now()` })
      .where(eq(posts.id, input._id));
    const diff = auditDiff(
      { verificationStatus: current.verificationStatus, rejectionReason: current.rejectionReason },
      { verificationStatus: input.verificationStatus, rejectionReason: reason },
    );
    if (!diff) return;
    await recordAudit(tx, {
      actorId: actor.id, action: input.verificationStatus === 'approved' ? 'post.approve' : 'post.reject',
      targetUserId: current.postedBy, ip: actor.ip, ...diff,
      data: { postId: input._id, title: titleText(current.title).slice(0, 120) },
    });
    if (current.verificationStatus === input.verificationStatus || current.postedBy === actor.id) return;
    const approved = input.verificationStatus === 'approved';
    await notifyMember(tx, {
      userId: current.postedBy, kind: 'postReviewed', type: 'post', refId: input._id,
      title: approved ? MEMBER_NOTICE.approvedTitle : MEMBER_NOTICE.rejectedTitle,
      body: noticeBody(approved ? titleText(current.title) : MEMBER_NOTICE.rejectedBody(reason)),
    });
  });
}

export async function deletePost(db: Db, v: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownPost(tx, id, v);
    await tx.delete(posts).where(eq(posts.id, id));
  });
}
