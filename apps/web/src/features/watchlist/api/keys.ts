/** Everything watchlist-shaped is cached under `watchlistKeys.all`; a save or delete refreshes it all. */
export const watchlistKeys = {
  all: ['watchlists'] as const,
  /** `types` null: every category. */
  list: (types: readonly string[] | null) => ['watchlists', 'list', types ? [...types] : 'all'] as const,
  one: (id: string) => ['watchlists', 'one', id] as const,
};
