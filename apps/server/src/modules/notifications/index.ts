/**
 * What other modules use of notifications. `liveUserIds(db)`: the members with a live stream in any
 * API process right now (web push skips them; docs/decisions/0022).
 */
export { liveUserIds } from './stream-presence.ts';
export { notifyActiveMembers, notifyMember } from './service.ts';
export { sendUserEvent } from './user-events.ts';
