import { z } from 'zod';
import { communityLimitParam, communityOffsetParam } from '../paging.ts';
import { COMMUNITY_LIMITS } from './constants.ts';

// Notifications: the one an admin sends with a post, and the member's list (community.md §8).

export const NotificationInputSchema = z.object({
  title: z.string().trim().max(COMMUNITY_LIMITS.notificationTitleMaxChars).optional().default(''),
  body: z.string().trim().max(COMMUNITY_LIMITS.notificationBodyMaxChars).optional().default(''),
});

export const NOTIFICATION_TYPES = ['post', 'tradewisdom', 'watchlist'] as const;
export const NotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  data: z.object({ type: z.enum(NOTIFICATION_TYPES), id: z.string() }),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListQuerySchema = z.object({
  offset: communityOffsetParam,
  limit: communityLimitParam(COMMUNITY_LIMITS.notificationBadgeLimit, COMMUNITY_LIMITS.pageSize),
});
export const MarkAsReadSchema = z.object({ notificationIds: z.array(z.uuid()).max(200) });

/**
 * Where a notification leads (community.md §2): the item's page with the notification's id, which
 * that page marks read.
 */
export function notificationPath(n: Pick<Notification, '_id' | 'data'>): string {
  const base = n.data.type === 'post' ? '/posts' : n.data.type === 'tradewisdom' ? '/trade-wisdom' : '/watchlist';
  return `${base}/${encodeURIComponent(n.data.id)}/${encodeURIComponent(n._id)}`;
}

/** The badge's text: unread among the first 50, "9+" above 9 (§4), nothing at 0. */
export function unreadBadge(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** Longest notification body a member is sent about their own thread or post (a phone shows about this much). */
export const MEMBER_NOTICE_BODY_MAX = 140;

/**
 * What one member is told (issue 12's "replies to me" and "my post reviewed" push kinds): someone
 * answered their comment, or an admin reviewed their post.
 */
export const MEMBER_NOTICE = {
  replyTitle: (name: string) => `${name} replied to your comment`,
  approvedTitle: 'Your post is approved and live in the community',
  rejectedTitle: 'Your post was not approved',
  rejectedBody: (reason: string | null) => (reason ? `Reason: ${reason}` : 'Open it to see it, edit it and send it again.'),
} as const;

/** Text cut to a notification's body length, on a word where one is near. */
export function noticeBody(text: string, max = MEMBER_NOTICE_BODY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
