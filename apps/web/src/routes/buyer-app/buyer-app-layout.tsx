import { ActionIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useOrder } from '../../features/booking/api/get-order';
import {
  AreaHistoryProvider,
  useAreaHistory,
  useAreaHistoryState,
  type AreaHistory,
} from '../../features/buyer-app/lib/area-history';
import { BUYER_APP_PATHS } from '../../features/buyer-app/lib/buyer-app-paths';
import { useShopBySlug } from '../../features/catalogue/api/get-shop-by-slug';
import { LoginDialogProvider } from '../../features/identity/components/login-dialog-provider';
import { paths } from '../../config/paths';
import { AreaPathsProvider } from '../../lib/area-paths';
import { ActionNotice } from '../../ui/action-notice';
import { IconChevronRight } from '../../ui/icons';
import { RouteProgress } from '../route-progress';
import { ScrollToTop } from '../scroll-to-top';
import classes from './buyer-app.module.css';

/**
 * The back control: a history back while the previous page is one of the area's (a booking
 * step, the order before its reschedule page), otherwise `fallback`, the page above this one in
 * the area (in place of this entry, so going back never ping-pongs between the two). Without
 * either there is nothing to show: the app's own navigation closes the webview.
 */
function BackControl({ fallback }: { fallback: string | null }) {
  const { previous } = useAreaHistory();
  const navigate = useNavigate();
  if (previous === null && fallback === null) return <span className={classes.barSide} />;
  return (
    <span className={classes.barSide}>
      <ActionIcon
        variant="subtle"
        color="dark"
        size={44}
        aria-label="返回"
        data-testid="buyer-app-back"
        onClick={() => {
          if (previous !== null) void navigate(-1);
          else if (fallback !== null) void navigate(fallback, { replace: true });
        }}
      >
        <IconChevronRight size={22} className={classes.backIcon} />
      </ActionIcon>
    </span>
  );
}

/** The bar: back control and the page's title (its heading on the area's own pages). */
function Bar({
  title,
  heading = false,
  fallback = null,
}: {
  title: string;
  heading?: boolean;
  fallback?: string | null;
}) {
  return (
    <div className={classes.bar} data-testid="buyer-app-bar">
      <div className={classes.barInner}>
        <BackControl fallback={fallback} />
        {heading ? (
          <Title order={1} className={classes.title} data-testid="buyer-app-title">
            {title}
          </Title>
        ) : (
          <p className={classes.title} data-testid="buyer-app-title">
            {title}
          </p>
        )}
        <span className={classes.barSide} />
      </div>
    </div>
  );
}

/** A booking page's bar: the shop's name (the page's own query); nothing above it in the area. */
function BookingBar({ urlSlug }: { urlSlug: string }) {
  const shop = useShopBySlug(urlSlug);
  return <Bar title={shop.data?.displayName ?? '線上預約'} />;
}

/**
 * The bar of a page about one order (by order key or id): up to the order's shop booking from
 * the order, up to the order from its reschedule and consent-form pages.
 */
function OrderBar({
  orderRef,
  up,
  title,
  heading = false,
}: {
  orderRef: string;
  up: 'booking' | 'order';
  title?: string;
  heading?: boolean;
}) {
  const order = useOrder(orderRef).data;
  const fallback = !order
    ? null
    : up === 'order'
      ? paths.buyerAppOrder.getHref(order.orderKey)
      : order.shop
        ? paths.buyerAppBooking.getHref(order.shop.urlSlug)
        : null;
  return (
    <Bar
      title={title ?? order?.shop?.displayName ?? '訂單詳情'}
      heading={heading}
      fallback={fallback}
    />
  );
}

/** The bar of the page at `pathname` (with `search`). */
function PageBar({ pathname, search }: { pathname: string; search: string }) {
  const booking = matchPath(paths.buyerAppBooking.path, pathname);
  if (booking) return <BookingBar urlSlug={booking.params.urlSlug ?? ''} />;
  const order = matchPath(paths.buyerAppOrder.path, pathname);
  if (order) return <OrderBar orderRef={order.params.orderKey ?? ''} up="booking" />;
  const reschedule = matchPath(paths.buyerAppRescheduleOrder.path, pathname);
  if (reschedule && /^\d{1,10}$/.test(reschedule.params.orderId ?? '')) {
    return (
      <OrderBar orderRef={reschedule.params.orderId!} up="order" title="更改預約時間" heading />
    );
  }
  if (matchPath(paths.buyerAppConsentForm.path, pathname)) {
    const orderId = new URLSearchParams(search).get('orderId');
    if (orderId && /^\d{1,10}$/.test(orderId)) {
      return <OrderBar orderRef={orderId} up="order" title="同意書" />;
    }
    return <Bar title="同意書" />;
  }
  if (matchPath(paths.buyerAppSupportChat.path, pathname)) return <Bar title="客服中心" heading />;
  return <Bar title="好約" />;
}

/** The notice a page left for the next one (a reschedule, on its order), until the visitor moves on. */
function useNotice(history: AreaHistory, pathname: string) {
  const [shown, setShown] = useState(false);
  const { notice, setNotice } = history;
  useEffect(() => {
    if (!notice) setShown(false);
    else if (pathname === notice.path) setShown(true);
    else if (shown) setNotice(null);
  }, [notice, pathname, setNotice, shown]);
  return notice && pathname === notice.path ? notice.message : null;
}

function BuyerAppShell() {
  const { pathname, search } = useLocation();
  const history = useAreaHistoryState();
  const notice = useNotice(history, pathname);
  return (
    <AreaHistoryProvider value={history}>
      <AreaPathsProvider value={BUYER_APP_PATHS}>
        <div className={classes.shell}>
          <PageBar pathname={pathname} search={search} />
          <main id="main" className={classes.main}>
            {notice && (
              <div className={classes.notice}>
                <ActionNotice
                  message={notice}
                  onClose={() => history.setNotice(null)}
                  data-testid="buyer-app-notice"
                />
              </div>
            )}
            <Outlet />
          </main>
        </div>
      </AreaPathsProvider>
    </AreaHistoryProvider>
  );
}

/**
 * The buyer app's webview pages (`/buyer-app/…`, and a shop's `/shop/{urlSlug}/buyer-app-booking`):
 * no site header, footer or location menu; a bar with a back control that stays in the area and
 * the page's title, clear of the phone's safe areas. The booking, order and consent-form pages
 * are the site's own, with their links kept inside the area; the login dialog signs in as on the
 * site (the same session and token).
 */
export default function BuyerAppLayout() {
  return (
    <LoginDialogProvider>
      <ScrollToTop />
      <RouteProgress />
      <BuyerAppShell />
    </LoginDialogProvider>
  );
}
