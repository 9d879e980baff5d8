/** What other modules use of the member's account: the consent record, written in their transactions. */
export { recordConsent, withdrawConsents, withdrawMarketingOf } from './consents.ts';
