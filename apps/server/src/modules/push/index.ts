/**
 * Web Push (issue 12): what other modules and the job queue use. The app's instance is
 * `app.push` (plugin.ts): `app.push.sendToMembers(message, { skip })`.
 */
export { sendToMembers, retryDelayMs, retryAfterMs, type PushOptions, type PushReport, type PushSender } from './deliver.ts';
export { PUSH_DELIVERY, pushTopic, type PushMessage } from './message.ts';
export { checkEndpoint, isPublicAddress } from './endpoint.ts';
export type { AppPush } from './plugin.ts';
export {
  memberNotifier, membersNotifier, type MemberNotice, type MemberNotifier, type MembersNotifier, type MembersNotice,
} from './notify-members.ts';
