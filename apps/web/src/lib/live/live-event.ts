import type { MemberImportProgress } from '@tlt/shared/back-office/member-import';
import type { LiveNotification } from '@tlt/shared/community';

/**
 * What the stream delivers to a tab (the leader's own or relayed over BroadcastChannel):
 * - notification: a new one (LIVE_EVENT.notification);
 * - refetch: the server may have missed some (LIVE_EVENT.refetch): refetch the lists;
 * - resync: the stream opened without Last-Event-ID, so nothing replays what was written since the
 *   badge last counted: count again;
 * - import: a member import's progress (admins, the one who started it; issue 27 §3).
 */
export type LiveEvent =
  | { kind: 'notification'; live: LiveNotification }
  | { kind: 'refetch' }
  | { kind: 'resync' }
  | { kind: 'import'; progress: MemberImportProgress };
