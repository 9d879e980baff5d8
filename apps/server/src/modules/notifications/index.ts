/**
 * What other modules use of notifications. `isStreaming(userId)`: whether THIS process holds a live
 * stream of the user (e.g. web push skips them); with several API processes each answers for its own
 * streams only (docs/decisions/0022).
 */
export { isStreaming } from './stream-hub.ts';
export { notifyActiveMembers } from './service.ts';
