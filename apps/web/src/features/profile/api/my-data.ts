import { useMutation } from '@tanstack/react-query';
import { type DeleteAccountInput } from '@tlt/shared/account';
import { client } from '../../../lib/api/client.ts';
import { downloadFile } from '../../../lib/api/download-file.ts';

/** GET /api/user/me/export: everything the site holds about the member, saved as a JSON file. */
export const downloadMyData = () => downloadFile('user/me/export', 'my-data.json');

/** POST /api/user/me/delete: the account is erased; the caller's session with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountInput) => await client.post('/api/user/me/delete', { body }),
  });
}
