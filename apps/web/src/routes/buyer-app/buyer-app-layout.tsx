import { Outlet } from 'react-router';
import { LoginDialogProvider } from '../../features/identity/components/login-dialog-provider';
import { RouteProgress } from '../route-progress';
import classes from './buyer-app.module.css';

/**
 * The buyer app's webview pages (`/buyer-app/…`): no site header or footer, the page fills the
 * screen; the login dialog is there for a webview that is not signed in.
 */
export default function BuyerAppLayout() {
  return (
    <LoginDialogProvider>
      <RouteProgress />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
    </LoginDialogProvider>
  );
}
