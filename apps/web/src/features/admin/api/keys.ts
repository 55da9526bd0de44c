import { USER_SCOPE } from '../../../lib/session';

// Every admin query lives under the signed-in user's scope, so signing out forgets them.

/** Query keys of the admin area. */
export const adminKeys = {
  all: [USER_SCOPE, 'admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};
