import type { Messages } from '@lingui/core';

/**
 * The web's Hindi, every catalogue (one per feature or components folder: lingui.config.ts) joined:
 * one module, loaded only by Hindi pages (lib/i18n.ts); the .po files are compiled at build.
 */
const catalogues = import.meta.glob<Messages>('./*.po', { eager: true, import: 'messages' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
