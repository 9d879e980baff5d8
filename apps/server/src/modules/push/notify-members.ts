import type { FastifyInstance } from 'fastify';
import { type NOTIFICATION_TYPES, notificationPath } from '@tlt/shared/community';
import type { PushKind } from '@tlt/shared/push';
import type { Db } from '../../db/client.ts';
import { notifyActiveMembers, notifyMember } from '../notifications/index.ts';
import { queuePush } from './jobs.ts';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What members are told of: the notification row's fields. */
export interface MembersNotice {
  authorId: string;
  title: string;
  body: string;
  type: NotificationType;
  refId: string;
}

/** Writes the members' notifications and queues their push, inside the caller's transaction. */
export type MembersNotifier = (tx: Db, notice: MembersNotice) => Promise<number>;

const KIND: Record<NotificationType, PushKind> = { post: 'adminPost', watchlist: 'watchlist', tradewisdom: 'tradeWisdom' };

/**
 * One door for "tell every member" (issue 12): the notifications (one statement, announced to the
 * live streams by NOTIFY) and a push job, both in the transaction that creates the item, so a
 * rolled-back create neither notifies nor pushes. The push job runs after the commit, in whichever
 * process is free, and skips members streaming in that process (modules/push/jobs.ts).
 */
export function membersNotifier(app: FastifyInstance): MembersNotifier {
  return async (tx, notice) => {
    const written = await notifyActiveMembers(tx, notice);
    if (written > 0) {
      await queuePush(app, { kind: KIND[notice.type], type: notice.type, refId: notice.refId, title: notice.title, body: notice.body }, { tx });
    }
    return written;
  };
}

/** What one member is told of: their comment answered, their post reviewed. */
export interface MemberNotice {
  userId: string;
  /** The push kind the member's devices may have turned off. */
  kind: Extract<PushKind, 'reply' | 'postReviewed'>;
  title: string;
  body: string;
  type: NotificationType;
  refId: string;
}

/** Writes one member's notification and queues its push, inside the caller's transaction. */
export type MemberNotifier = (tx: Db, notice: MemberNotice) => Promise<string | null>;

/**
 * The door for "tell this member": the notification (announced to their live streams) and a push
 * to their devices that want this kind, opening the item with this notification's id. Repeats
 * about one item collapse on the device (the topic: kind and item).
 */
export function memberNotifier(app: FastifyInstance): MemberNotifier {
  return async (tx, n) => {
    const id = await notifyMember(tx, n);
    if (id) {
      const url = notificationPath({ _id: id, data: { type: n.type, id: n.refId } });
      await queuePush(app, { kind: n.kind, title: n.title, body: n.body, userIds: [n.userId], url, topic: n.refId }, { tx });
    }
    return id;
  };
}
