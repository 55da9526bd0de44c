import { Outlet } from 'react-router';
import { LoginDialogProvider } from '../features/identity/components/login-dialog-provider';
import { CanonicalUrl } from './canonical-url';
import classes from './main-layout.module.css';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout of every public page: header, page content and footer, and the login dialog. */
export default function MainLayout() {
  return (
    <LoginDialogProvider>
      <div className={classes.shell}>
        <ScrollToTop />
        <CanonicalUrl />
        <RouteProgress />
        <a href="#main" className={classes.skipLink}>
          跳到主要內容
        </a>
        <SiteHeader />
        <main id="main" className={classes.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </LoginDialogProvider>
  );
}
