import type { FastifyInstance } from 'fastify';
import type { NOTIFICATION_TYPES } from '@tlt/shared/community';
import type { PushKind } from '@tlt/shared/push';
import type { Db } from '../../db/client.ts';
import { notifyActiveMembers } from '../notifications/index.ts';
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
