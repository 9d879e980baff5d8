import { COMMUNITY_LIMITS } from './constants.ts';
import { COMMUNITY_MSG } from './messages.ts';
import type { PostFields } from './posts.ts';

// The community's rules that both sides run: the server to refuse, the web to show.

/** The comment window (community.md §4): open while the last update is under 8 days old. */
export function commentsOpen(updatedAt: Date | string, now: Date = new Date()): boolean {
  const t = typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime();
  return now.getTime() - t < COMMUNITY_LIMITS.commentWindowDays * 24 * 60 * 60 * 1000;
}

/** The disclaimer preview: the first 79 characters (community.md §9). */
export function disclaimerPreview(text: string): { preview: string; truncated: boolean } {
  const max = COMMUNITY_LIMITS.disclaimerPreviewChars;
  return text.length > max ? { preview: text.slice(0, max), truncated: true } : { preview: text, truncated: false };
}

/** Text of an HTML title, for the "is it empty" check (an empty editor sends `<p></p>`). */
export function titleText(title: string): string {
  return title.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A broken role rule: the wire field it belongs to (dot path, as zod joins it) and the spec's message. */
export interface PostRuleError {
  path: 'title' | 'images' | 'tags' | 'risk' | 'notification.title';
  message: string;
}

/**
 * The role rules of a post (community.md §5, §6) that a shape check cannot see. Answers
 * each broken rule with its field and the spec's message, first one first; empty when the
 * post may be saved. The server answers them as field errors, the form shows each by its field.
 */
export function postRuleErrors(p: PostFields, role: 'admin' | 'user'): PostRuleError[] {
  const errors: PostRuleError[] = [];
  if (!titleText(p.title)) errors.push({ path: 'title', message: COMMUNITY_MSG.titleRequired });
  if (role === 'user' && p.images.length === 0) errors.push({ path: 'images', message: COMMUNITY_MSG.imageRequired });
  if (p.tags.length === 0) errors.push({ path: 'tags', message: COMMUNITY_MSG.tagRequired });
  const cap = role === 'admin' ? COMMUNITY_LIMITS.riskMaxAdmin : COMMUNITY_LIMITS.riskMaxUser;
  if (p.risk != null && p.risk > cap) {
    errors.push({ path: 'risk', message: role === 'admin' ? COMMUNITY_MSG.riskTooHighAdmin : COMMUNITY_MSG.riskTooHigh });
  }
  if (role === 'admin' && p.notification?.body && !p.notification.title) {
    errors.push({ path: 'notification.title', message: COMMUNITY_MSG.notificationTitleRequired });
  }
  return errors;
}

/**
 * Who may reply to a comment (community.md §4): an admin, or someone involved in that
 * thread: the post's author, the comment's author, or anyone who already replied to it.
 */
export function canReply(
  viewer: { _id: string; userType: 'normal' | 'admin' },
  postAuthorId: string,
  comment: { commentedBy: { _id: string }; reply: ReadonlyArray<{ commentedBy: { _id: string } }> },
): boolean {
  if (viewer.userType === 'admin') return true;
  if (viewer._id === postAuthorId || viewer._id === comment.commentedBy._id) return true;
  return comment.reply.some((r) => r.commentedBy._id === viewer._id);
}
