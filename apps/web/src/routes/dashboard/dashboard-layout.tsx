import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-tw';
import { Divider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router';
import { BillingNoticesBanner } from '../../features/billing/components/billing-notices-banner';
import { SignInRequired } from '../../features/identity/components/sign-in-required';
import { useSellers } from '../../lib/seller-dashboard/api/get-sellers';
import { useSellerShops } from '../../lib/seller-dashboard/api/get-seller-shops';
import { DashboardNav } from '../../features/seller/components/dashboard-nav';
import { SellerSwitcher, ShopSwitcher } from '../../features/seller/components/dashboard-switchers';
import {
  chooseSeller,
  chooseShop,
  pickCurrent,
  useDashboardChoice,
} from '../../features/seller/lib/current-seller';
import {
  DashboardContext,
  type DashboardContextValue,
} from '../../features/seller/lib/dashboard-context';
import { useAuthToken } from '../../lib/auth-token';
import { can } from '../../lib/seller-dashboard/permissions';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { IconStore } from '../../ui/icons';
import { PageLoader } from '../../ui/page-loader';
import { paths } from '../../config/paths';
import { AreaHeader, AreaProviders, AreaShell, BareAreaShell } from '../area-shell';

const HOME = { href: paths.dashboard.getHref(), label: '好約 商家後台首頁' };

function SignedOut() {
  usePageTitle('商家後台');
  return (
    <SignInRequired description="登入後即可管理您的店家、服務項目、服務人員與成員。">
      {null}
    </SignInRequired>
  );
}

/** The dashboard's header without navigation, for the states before a seller is known. */
function BareShell({ children }: { children: ReactNode }) {
  return <BareAreaShell header={<AreaHeader home={HOME} />}>{children}</BareAreaShell>;
}

/** Loads the member's sellers and the current seller's shops, then shows the dashboard. */
function Dashboard() {
  const sellers = useSellers();
  const choice = useDashboardChoice();
  const seller = pickCurrent(sellers.data ?? [], choice.sellerId);
  const shops = useSellerShops(seller?.id ?? null);

  const value = useMemo<DashboardContextValue | null>(() => {
    if (!seller || !shops.data) return null;
    return {
      sellers: sellers.data ?? [],
      seller,
      role: seller.memberDetails.role,
      shops: shops.data,
      shop: pickCurrent(shops.data, choice.shopIds[String(seller.id)]),
      selectSeller: chooseSeller,
      selectShop: (shopId) => chooseShop(seller.id, shopId),
    };
  }, [seller, sellers.data, shops.data, choice.shopIds]);

  let content;
  if (sellers.isPending || (seller && shops.isPending)) {
    content = <PageLoader />;
  } else if (sellers.isError || shops.isError) {
    const retry = sellers.isError ? sellers : shops;
    content = <QueryErrorState query={retry} />;
  } else if (!value) {
    content = (
      <EmptyState
        title="還沒有可管理的商家"
        description="這個帳號還不是任何商家的成員。想在好約開店，請看看我們的方案；若您是店家員工，請負責人在後台用您的手機號碼邀請您。"
        icon={<IconStore size={28} />}
        links={[
          { label: '免費開始開店', to: paths.dashboardGetStarted.getHref() },
          { label: '了解開店方案', to: paths.landing.getHref(), variant: 'default' },
          { label: '回到首頁', to: paths.home.getHref(), variant: 'default' },
        ]}
        testId="dashboard-no-seller"
      />
    );
  }

  if (!value) return <BareShell>{content}</BareShell>;

  return (
    <DashboardContext.Provider value={value}>
      <AreaShell
        name="dashboard"
        home={HOME}
        breakpoint="sm"
        navbar={(close) => (
          <>
            <SellerSwitcher />
            {value.shops.length > 0 && <ShopSwitcher />}
            <Divider />
            <DashboardNav onNavigate={close} />
          </>
        )}
      >
        <div key={value.seller.id}>
          <BillingNoticesBanner
            sellerId={value.seller.id}
            mayPay={can(value.role, 'billing.manage')}
          />
          <Outlet />
        </div>
      </AreaShell>
    </DashboardContext.Provider>
  );
}

/**
 * The seller dashboard's layout: its own header, a side navigation on desktops that becomes a
 * burger drawer on phones, the seller and shop switchers, and the sign-in and no-seller states.
 */
export default function DashboardLayout() {
  const token = useAuthToken();
  // The sign-up wizard runs before there is a seller, and without the dashboard's navigation.
  const gettingStarted = useMatch(paths.dashboardGetStarted.path) !== null;
  return (
    <AreaProviders>
      {token && gettingStarted ? (
        <BareShell>
          <Outlet />
        </BareShell>
      ) : token ? (
        <Dashboard />
      ) : (
        <BareShell>
          <SignedOut />
        </BareShell>
      )}
    </AreaProviders>
  );
}
