import { useQuery } from '@tanstack/react-query';
import { getCommodityContracts } from './api/commodity-contracts.ts';

/** Under ['calculator', 'contracts'], so the admin's contracts page refreshes it by invalidating that prefix. */
export function useCommodityContracts() {
  return useQuery({
    queryKey: ['calculator', 'contracts', 'picker'],
    queryFn: ({ signal }) => getCommodityContracts(signal),
    staleTime: 5 * 60_000,
  });
}
