// The one place that lists every table, for Drizzle's typed client.
export * from './users.ts';
export * from './payments.ts';
export * from './sessions.ts';
export * from './settings.ts';
export * from './plans.ts';
export * from './orders.ts';
export * from './courses.ts';
export * from './password-resets.ts';
export * from './content.ts';
export * from './community.ts';
export * from './safety.ts';
export * from './members-tools.ts';
export * from './push.ts';
export * from './billing-reminders.ts';
export * from './live-presence.ts';
export * from './refunds.ts';
export * from './subscription-events.ts';
