import { pgTable } from 'drizzle-orm/pg-core';
import { oneTimeTokenColumns } from './one-time-tokens.ts';

/** Single-use password reset links (1 hour), stored hashed. */
export const passwordResets = pgTable('password_resets', oneTimeTokenColumns());
