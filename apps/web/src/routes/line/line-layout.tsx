import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useMatch, useParams } from 'react-router';
import { calls, LINE_AREA_SECTIONS, type TOrder } from '@haoyue/contracts';
import { LoginDialogProvider } from '../../features/identity/components/login-dialog-provider';
import { useMyLineCustomer, usePublicLineSettings } from '../../features/line/api/line';
import { LineBookingShare } from '../../features/line/components/line-booking-share';
import { AreaPathsProvider, lineAreaPaths } from '../../lib/area-paths';
import { AreaSlotsProvider, type AreaSlots } from '../../lib/area-slots';
import { getAuthToken, useAuthToken } from '../../lib/auth-token';
import { apiData } from '../../lib/api-query';
import { ApiError } from '../../lib/http';
import { initLiff, liffApi, type LiffApi, type LiffProfile } from '../../lib/liff/liff';
import { liffErrorText, linkStateOf } from '../../lib/liff/rules';
import type { ShareShop } from '../../lib/liff/share';
import { setLineSignInExtras } from '../../lib/line-sign-in';
import { startSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { NotFoundContent } from '../../ui/not-found-content';
import { PageLoader } from '../../ui/page-loader';
import { CanonicalUrl } from '../canonical-url';
import { RouteProgress } from '../route-progress';
import { ScrollToTop } from '../scroll-to-top';
import classes from '../main-layout.module.css';
import { LineSessionContext, type LineSession, type LineStatus } from './line-session';

/**
 * Starts LIFF for the seller and signs in with the LINE ID token when no session exists yet. A
 * LINE user not linked at this seller gets `E_LINE_NOT_LINKED`: isLinked turns false and the
 * pages send them to the phone login. Runs in the browser only (an effect): the server renders
 * the area signed out (decision 010).
 */
function useLiffStart(sellerId: number, liffId: string | null | undefined, enabled: boolean) {
  const [status, setStatus] = useState<LineStatus>({ kind: 'starting' });
  const [liff, setLiff] = useState<LiffApi | null>(null);
  const [profile, setProfile] = useState<LiffProfile | null>(null);
  const [notLinked, setNotLinked] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    if (!liffId) {
      setStatus({ kind: 'not-configured' });
      return;
    }
    let cancelled = false;
    void (async () => {
      try {
        const api = liffApi(await initLiff({ liffId, sellerId }));
        if (cancelled) return;
        setLiff(api);
        if (!api.isLoggedIn()) {
          setStatus({ kind: 'needs-line-login' });
          return;
        }
        const idToken = api.getIDToken();
        if (idToken) setLineSignInExtras({ idToken, sellerId });
        setProfile(await api.getProfile());
        if (!getAuthToken() && idToken) {
          try {
            startSession(
              await apiData(calls.identity.signIn, {
                body: { provider: 'line', idToken, sellerId },
              }),
            );
          } catch (error) {
            if (!(error instanceof ApiError && error.code === 'E_LINE_NOT_LINKED')) throw error;
            if (!cancelled) setNotLinked(true);
          }
        }
        if (!cancelled) setStatus({ kind: 'ready' });
      } catch (error) {
        console.error('LINE area: LIFF start failed', error);
        if (!cancelled) {
          setStatus({
            kind: 'failed',
            message: error instanceof ApiError ? error.message : liffErrorText(error),
          });
        }
      }
    })();
    return () => {
      cancelled = true;
      setLineSignInExtras(null);
    };
  }, [enabled, liffId, sellerId]);

  return { status, liff, profile, notLinked };
}

function LineShell({ sellerId }: { sellerId: number }) {
  const settings = usePublicLineSettings(sellerId);
  const token = useAuthToken();
  const start = useLiffStart(sellerId, settings.data?.liffId, settings.isSuccess);
  const customer = useMyLineCustomer(sellerId);
  const areaPaths = useMemo(() => lineAreaPaths(sellerId), [sellerId]);

  // isLinked: null until known; a failed load (404 when not linked) is false (spec 3, 8).
  const isLinked =
    token === null
      ? start.notLinked
        ? false
        : null
      : linkStateOf({ status: customer.status === 'pending' ? 'pending' : customer.status });
  const session: LineSession = {
    sellerId,
    settings: settings.data ?? null,
    status: settings.isSuccess && !settings.data ? { kind: 'not-configured' } : start.status,
    liff: start.liff,
    profile: start.profile,
    inClient: start.liff?.isInClient() ?? false,
    isLinked,
  };
  const name = settings.data?.defaultShopName ?? settings.data?.bookableShops[0]?.displayName;
  // The booking success and the order page offer sharing the booking and posting it to the chat.
  const liffId = settings.data?.liffId;
  const slots = useMemo<AreaSlots>(() => {
    if (!liffId) return {};
    const share = (order: TOrder, shop: ShareShop) => (
      <LineBookingShare
        liff={start.liff}
        liffId={liffId}
        sellerId={sellerId}
        order={order}
        shop={shop}
        withSendMessage
      />
    );
    return {
      bookingSuccess: share,
      order: (order) => (order.shop ? share(order, order.shop) : null),
    };
  }, [liffId, sellerId, start.liff]);
  // LINE Pay's return confirms a payment by its ids alone (a public call): it runs whatever
  // LIFF says, so money taken is confirmed even if LINE sends the customer back into a browser
  // where LIFF cannot sign in.
  const payReturn = useMatch(`${paths.line.path}/line-pay-landing`) !== null;

  return (
    <LineSessionContext.Provider value={session}>
      <AreaPathsProvider value={areaPaths}>
        <AreaSlotsProvider value={slots}>
          <header className={classes.header}>
            <Container size="sm" py="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text
                  component={Link}
                  to={paths.line.getHref(sellerId, 'my-customer')}
                  fw={700}
                  truncate
                  c="dark"
                  data-testid="line-area-name"
                >
                  {name ?? '會員專區'}
                </Text>
                <Text size="xs" c="gray.7">
                  好約 × LINE
                </Text>
              </Group>
            </Container>
          </header>
          <main id="main" className={classes.main}>
            {/* Signed out, the pages wait for LIFF's sign-in: a signed-in page (an order opened
                from a LINE message) would otherwise ask for the phone login first. */}
            {settings.isPending ? (
              <PageLoader />
            ) : payReturn ? (
              <Outlet />
            ) : session.status.kind === 'starting' && token === null ? (
              <PageLoader />
            ) : session.status.kind === 'not-configured' ? (
              <Container size="sm" py="xl">
                <Alert
                  color="gray"
                  title="尚未開放 LINE 會員專區"
                  data-testid="line-not-configured"
                >
                  這家店還沒有設定 LINE 應用程式，請直接聯絡商家。
                </Alert>
              </Container>
            ) : session.status.kind === 'failed' ? (
              <Container size="sm" py="xl">
                <Alert color="red" title="無法開啟 LINE 會員專區" data-testid="line-failed">
                  {session.status.message}
                </Alert>
              </Container>
            ) : session.status.kind === 'needs-line-login' ? (
              <Container size="sm" py="xl">
                <Stack gap="md" data-testid="line-login-required">
                  <Title order={1} size="h3">
                    請先登入 LINE
                  </Title>
                  <Text>您在 LINE 以外開啟這個頁面，登入 LINE 後即可使用會員專區。</Text>
                  <Button
                    onClick={() => start.liff?.login(window.location.href)}
                    data-testid="line-login-button"
                  >
                    使用 LINE 登入
                  </Button>
                </Stack>
              </Container>
            ) : (
              <Outlet />
            )}
          </main>
        </AreaSlotsProvider>
      </AreaPathsProvider>
    </LineSessionContext.Provider>
  );
}

/**
 * The canonical address of a LINE area page, as the server's share card gives it: a shop's pages
 * under /p/{urlSlug}, every other page the area itself, /line/{sellerId}.
 */
function lineCanonicalPath(pathname: string): string {
  const [, line, seller, slug, booking, ...more] = pathname.split('/');
  const area = `/${line}/${seller}`;
  if (!slug || LINE_AREA_SECTIONS.has(decodeURIComponentSafe(slug)) || more.length > 0) return area;
  if (booking !== undefined && booking !== 'booking' && booking !== '') return area;
  return `/p/${slug}${booking === 'booking' ? '/booking' : ''}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/line/{sellerId}`: the customer area inside LINE (LIFF), mobile-first, with its own header and
 * the login dialog; its links stay inside the area.
 */
export default function LineLayout() {
  const sellerId = Number(useParams().sellerId);
  if (!Number.isSafeInteger(sellerId) || sellerId <= 0) return <NotFoundContent />;
  return (
    <LoginDialogProvider>
      <div className={classes.shell}>
        <ScrollToTop />
        <CanonicalUrl canonicalPath={lineCanonicalPath} />
        <RouteProgress />
        <LineShell sellerId={sellerId} />
      </div>
    </LoginDialogProvider>
  );
}
