import type { TSellerPermission } from '@haoyue/contracts';
import { paths } from '../../../config/paths';
import {
  IconCalendar,
  IconChart,
  IconCoin,
  IconFileSignature,
  IconGift,
  IconHeart,
  IconMapPin,
  IconMessage,
  IconPackage,
  IconShieldCheck,
  IconStore,
  IconTicket,
  IconUser,
  IconUsers,
  IconWallet,
} from '../../../ui/icons';
import { AreaNav, type AreaNavSection, navSection } from '../../../ui/area-nav';
import { useDashboard } from '../lib/dashboard-context';
import { can } from '../../../lib/seller-dashboard/permissions';

/** The dashboard's sections, in the order of a shop's day. */
const SECTIONS: AreaNavSection<TSellerPermission>[] = [
  navSection('總覽', paths.dashboard, IconChart, 'seller.read', ['/dashboard/mobile-home']),
  navSection('預約行事曆', paths.dashboardCalendar, IconCalendar, 'calendar.work'),
  navSection('店家管理', paths.dashboardShops, IconStore, 'shops.update', [
    '/dashboard/shops',
    '/dashboard/shop-settings',
  ]),
  navSection('服務項目', paths.dashboardServices, IconWallet, 'catalogue.manage'),
  navSection('服務人員', paths.dashboardOperators, IconUser, 'catalogue.manage'),
  navSection('顧客管理', paths.dashboardCustomers, IconHeart, 'customers.work'),
  navSection('套票方案', paths.dashboardVoucherTemplates, IconTicket, 'items.sell'),
  navSection('儲值方案', paths.dashboardTopUpPlans, IconCoin, 'items.sell'),
  navSection('優惠券', paths.dashboardCoupons, IconGift, 'items.sell'),
  navSection('商品管理', paths.dashboardProducts, IconPackage, 'items.sell'),
  navSection('同意書', paths.dashboardConsentForms, IconFileSignature, 'customers.work', [
    '/dashboard/consent-forms',
    '/dashboard/consent-form-responses',
  ]),
  navSection('顧客評價', paths.dashboardReviews, IconMessage, 'shops.read'),
  navSection('成員與權限', paths.dashboardMembers, IconUsers, 'members.manage'),
  navSection('金流設定', paths.dashboardPaymentSettings, IconWallet, 'payments.settings'),
  navSection(
    'LINE Pay 串接',
    paths.dashboardLinePaySettings,
    IconShieldCheck,
    'payments.credentials',
  ),
  navSection('LINE 設定', paths.dashboardLineSettings, IconMessage, 'line.settings'),
  navSection('Google 預約', paths.dashboardGoogleReserveSettings, IconMapPin, 'shops.update'),
  navSection('授權方案', paths.dashboardLicense, IconTicket, 'billing.manage'),
  navSection('付款卡', paths.dashboardCreditCard, IconWallet, 'billing.manage'),
];

/** The dashboard's sections the member's role may use; the current one is marked. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useDashboard();
  return (
    <AreaNav
      label="商家後台選單"
      testId="dashboard-nav"
      onNavigate={onNavigate}
      sections={SECTIONS}
      allowed={(permission) => can(role, permission)}
    />
  );
}
