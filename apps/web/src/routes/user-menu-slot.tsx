import { lazy, Suspense } from 'react';
import { LoginButton } from '../features/identity/components/login-button';
import { useAuthToken } from '../lib/auth-token';
import classes from './main-layout.module.css';

// Only signed-in visitors need the menu; first-time visitors (most shop-page views) skip it.
const UserMenu = lazy(() => import('../features/identity/components/user-menu'));

/** The header's account corner: `登入` when signed out, the user menu when signed in. */
export function UserMenuSlot() {
  if (!useAuthToken()) return <LoginButton />;
  return (
    <Suspense fallback={<span className={classes.userMenuPlaceholder} aria-hidden="true" />}>
      <UserMenu />
    </Suspense>
  );
}
