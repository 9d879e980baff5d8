import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** One-shot `crypto.hash`: the same digest as createHash's, without its object on every authenticated request. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
