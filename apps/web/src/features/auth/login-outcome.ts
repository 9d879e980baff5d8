import { MSG } from '@tlt/shared/messages';
import { RenewalTokenSchema } from '@tlt/shared/auth';
import { ApiError } from '../../lib/api-error.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * Where a successful login lands (spec: /posts). A member who has not agreed to the
 * community terms is sent on from there to the terms wizard.
 */
export const LOGIN_SUCCESS_PATH = PATHS.posts;

export interface LoginFailure {
  message: string;
  /** Set for an expired subscription when the server sent a renewal token. */
  redirect?: string;
}

/** Spec §8 Login: the message per answer code. */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { message: MSG.loginFailed };
  switch (error.code) {
    case 401:
      return { message: MSG.accountSuspended };
    case 402: {
      const renewal = RenewalTokenSchema.safeParse(error.data);
      return {
        message: MSG.loginSubscriptionExpired,
        redirect: renewal.success ? PATHS.renewSubscription(renewal.data.renewalToken) : undefined,
      };
    }
    case 403:
      return { message: MSG.wrongCredentials };
    default:
      return { message: MSG.loginFailed };
  }
}
