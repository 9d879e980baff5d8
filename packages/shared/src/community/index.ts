/**
 * The members' community (community.md §3–§9), imported as `@tlt/shared/community`: constants,
 * the spec's copy, the wire schemas of the post/* calls and the rules both sides run.
 */
export * from './comments.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './posts.ts';
export * from './refs.ts';
export * from './rules.ts';
export * from './trade-wisdom.ts';
export * from './watchlists.ts';
export * from './live.ts';
