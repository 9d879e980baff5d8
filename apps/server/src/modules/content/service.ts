/**
 * The content module's door for routes and other modules: reading (read.ts), saving (save.ts), history (versions.ts).
 * Stored values and the support contact, which need no plan catalogue, are ../content-values/.
 */
export { contentKeysAsked, copyCatalogue, getContent, getContentValues, MAX_CONTENT_KEYS_PER_READ, parseContentKeys } from './read.ts';
export { putContent, putContentPair, restoreContentVersion } from './save.ts';
export { contentAdminEntry, contentVersion } from './versions.ts';
