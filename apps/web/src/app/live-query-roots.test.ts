import { describe, expect, it } from 'vitest';
import { postKeys } from '../features/posts/api/keys.ts';
import { tradeWisdomKeys } from '../features/trade-wisdom/api/keys.ts';
import { watchlistKeys } from '../features/watchlist/api/keys.ts';
import { ITEM_QUERY_ROOTS, MEMBER_IMPORT_QUERY_ROOT } from '../lib/live/apply-live-event.ts';
import { memberImportKeys } from '../features/dashboard/api/import-members.ts';

// lib/live refreshes the features' lists by their key roots without importing the features (the
// layers forbid it); the app sits above both and checks they still agree.
describe('the query roots a live notification refreshes', () => {
  it("are the features' own", () => {
    expect(ITEM_QUERY_ROOTS.post).toEqual(postKeys.all);
    expect(ITEM_QUERY_ROOTS.watchlist).toEqual(watchlistKeys.all);
    expect(ITEM_QUERY_ROOTS.tradewisdom).toEqual(tradeWisdomKeys.all);
    expect(MEMBER_IMPORT_QUERY_ROOT).toEqual(memberImportKeys.all);
  });
});
