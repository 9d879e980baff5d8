/** The content module's door for routes and other modules: reading (read.ts), saving (save.ts), history (versions.ts). */
export {
  copyCatalogue, getContent, getContentValues, MAX_CONTENT_KEYS_PER_READ, parseContentKeys, rawContentValues, supportContact,
} from './read.ts';
export { putContent, restoreContentVersion } from './save.ts';
export { contentAdminEntry, contentVersion } from './versions.ts';
