import { lazy, Suspense } from 'react';
import { useMySupportChat } from '../features/chat/api/my-chat';
import { LoginButton } from '../features/identity/components/login-button';
import { useAuthToken } from '../lib/auth-token';
import classes from './main-layout.module.css';

// Only signed-in visitors need the menu; first-time visitors (most shop-page views) skip it.
const UserMenu = lazy(() => import('../features/identity/components/user-menu'));

/** The header's account corner: `登入` when signed out, the user menu when signed in. */
export function UserMenuSlot() {
  if (!useAuthToken()) return <LoginButton />;
  return <SignedInMenu />;
}

// Signed in only: the support chat's unread count (on focus and every minute) marks the menu.
function SignedInMenu() {
  const { data } = useMySupportChat({ poll: true });
  return (
    <Suspense fallback={<span className={classes.userMenuPlaceholder} aria-hidden="true" />}>
      <UserMenu supportChatUnread={data?.unreadCount ?? 0} />
    </Suspense>
  );
}
