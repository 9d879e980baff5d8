import { useSession } from './session.tsx';

/**
 * Who is at a community page: until the terms are agreed the server refuses community calls, so a
 * page holds its queries (`agreed`) and sends the member to the terms; an admin also manages items.
 */
export function useCommunityAccess() {
  const { user } = useSession();
  return { agreed: user?.agree === true, isAdmin: user?.userType === 'admin' };
}
