import { useEffect } from 'react';
import { toast } from './toast.ts';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { translateShared } from './i18n.ts';

/**
 * A community list that could not load says so in a toast with the spec's "Error" title; the id
 * keeps a failed retry from stacking a second one.
 */
export function useLoadErrorToast(error: unknown, id: string, description: string) {
  useEffect(() => {
    if (error) toast.error(translateShared(COMMUNITY_MSG.errorTitle), { id, description });
  }, [error, id, description]);
}
