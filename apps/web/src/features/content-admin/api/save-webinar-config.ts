import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebinarConfig, WebinarConfigUpdate } from '@tlt/shared/webinar';
import { client } from '../../../lib/api/client.ts';
import { webinarConfigQuery } from '../../../lib/api/webinar-config.ts';

/** Admin: PUT /api/webinar/config; a blank custom date clears it. */
export function saveWebinarConfig(body: WebinarConfigUpdate): Promise<WebinarConfig> {
  return client.put('/api/webinar/config', { body });
}

export function useSaveWebinarConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebinarConfig,
    onSuccess: (saved) => queryClient.setQueryData(webinarConfigQuery.queryKey, saved),
  });
}
