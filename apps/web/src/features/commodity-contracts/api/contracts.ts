import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTRACT_MSG, type CommodityContractUpdateSchema, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** Under the calculator's prefix, so a save refreshes the contract picker in the calculator too. */
export const contractKeys = {
  all: ['calculator', 'contracts'] as const,
  admin: () => ['calculator', 'contracts', 'admin'] as const,
};

export type ContractUpdate = z.infer<typeof CommodityContractUpdateSchema>;

/** GET calculator/contracts: the 14 contracts as stored. */
export async function getContracts(signal?: AbortSignal): Promise<StoredCommodityContract[]> {
  return await client.get('/api/calculator/contracts', { signal });
}

export function useContracts() {
  return useQuery({ queryKey: contractKeys.admin(), queryFn: ({ signal }) => getContracts(signal) });
}

/** PATCH calculator/contracts/{id} {lot, multiplier, quotedPer} (admins): answers the stored contract. */
export async function updateContract(id: string, input: ContractUpdate): Promise<StoredCommodityContract> {
  return await client.patch('/api/calculator/contracts/{id}', { params: { path: { id } }, body: input });
}

export function useUpdateContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContractUpdate }) => updateContract(id, input),
    onSuccess: (saved) => {
      qc.setQueryData<StoredCommodityContract[]>(contractKeys.admin(), (list) => list?.map((c) => (c._id === saved._id ? saved : c)));
      toast.success(translateShared(CONTRACT_MSG.saved));
      return qc.invalidateQueries({ queryKey: contractKeys.all, predicate: (q) => q.queryKey[2] !== 'admin' });
    },
  });
}
