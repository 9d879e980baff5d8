/** Everything trade-wisdom-shaped is cached under `tradeWisdomKeys.all`. */
export const tradeWisdomKeys = {
  all: ['trade-wisdom'] as const,
  list: () => ['trade-wisdom', 'list'] as const,
  one: (id: string) => ['trade-wisdom', 'one', id] as const,
};
