import { Anchor, Badge, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { GoogleReserveAccount } from '../../features/google-reserve-user/components/google-reserve-account';
import { googleAreaPaths } from '../../features/google-reserve-user/lib/google-area-paths';
import { LoginButton } from '../../features/identity/components/login-button';
import { LoginDialogProvider } from '../../features/identity/components/login-dialog-provider';
import { paths } from '../../config/paths';
import { AreaPathsProvider } from '../../lib/area-paths';
import { AreaSlotsProvider, type AreaSlots } from '../../lib/area-slots';
import { announceAuthArea, useAuthToken } from '../../lib/auth-token';
import { CanonicalUrl } from '../canonical-url';
import { RouteProgress } from '../route-progress';
import { ScrollToTop } from '../scroll-to-top';
import classes from '../main-layout.module.css';
import { GoogleBookingNote } from './google-booking-note';

/** The booking success screen points at the area's order list. */
const SLOTS: AreaSlots = { bookingSuccess: () => <GoogleBookingNote /> };

/**
 * A Google area page's canonical address: a shop's booking is the site's booking page; the
 * user's own pages are their own.
 */
function googleCanonicalPath(pathname: string): string {
  const slug = /^\/google-reserve\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug ? `/p/${slug}/booking` : pathname;
}

/** The header's account corner of this area's own sign-in. */
function AccountCorner() {
  return useAuthToken() ? <GoogleReserveAccount /> : <LoginButton />;
}

/**
 * The Reserve with Google user area (`/google-reserve/{urlSlug}`, `/google-reserve-user/…`,
 * `/google-reserve-redirect`): a slim layout for visitors arriving from Google, with the sign-in
 * of this area only (lib/auth-token), no location menu, its links kept inside the area.
 */
export default function GoogleReserveLayout() {
  // A link from the site into the area, or out of it: the session hooks hear the token changed.
  useEffect(() => {
    announceAuthArea();
    return announceAuthArea;
  }, []);
  return (
    <LoginDialogProvider>
      <AreaPathsProvider value={googleAreaPaths}>
        <AreaSlotsProvider value={SLOTS}>
          <div className={classes.shell} data-testid="google-area">
            <ScrollToTop />
            <CanonicalUrl canonicalPath={googleCanonicalPath} />
            <RouteProgress />
            <a href="#main" className={classes.skipLink}>
              跳到主要內容
            </a>
            <header className={classes.header}>
              <Container size="sm" px="md" className={classes.headerInner}>
                <Group gap={8} wrap="nowrap" miw={0}>
                  <Text fw={700} c="dark" truncate>
                    好約
                  </Text>
                  <Badge
                    variant="light"
                    color="blue"
                    radius="sm"
                    tt="none"
                    data-testid="google-area-badge"
                  >
                    Google 預約
                  </Badge>
                </Group>
                <AccountCorner />
              </Container>
            </header>
            <main id="main" className={classes.main}>
              <Outlet />
            </main>
            <footer className={classes.footer}>
              <Container size="sm" px="md" py="md">
                <Group gap="md" justify="center">
                  {/* Full page loads: the site is another area, with its own sign-in. */}
                  <Anchor href={paths.termsOfUse.getHref()} className={classes.footerLink}>
                    服務條款
                  </Anchor>
                  <Anchor href={paths.privacyPolicy.getHref()} className={classes.footerLink}>
                    隱私權政策
                  </Anchor>
                  <Anchor href={paths.home.getHref()} className={classes.footerLink}>
                    好約首頁
                  </Anchor>
                </Group>
              </Container>
            </footer>
          </div>
        </AreaSlotsProvider>
      </AreaPathsProvider>
    </LoginDialogProvider>
  );
}
