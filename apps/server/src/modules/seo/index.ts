/** The seo module's door for other modules: a server-drawn page's sharing card. */
export { SITE_CARD_IMAGE, withSharingTags } from './open-graph.ts';
