/** The name every mail is signed with and every subject ends with. */
export const BRAND = 'The Lazy Trader';
