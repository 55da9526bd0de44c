import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CustomerConsentForms } from '../../features/consent-builder/components/customer-consent-forms';
import { CustomerCoupons } from '../../features/coupons/components/customer-coupons';
import { CustomerRecord } from '../../features/customers/components/customer-record';
import { ProductPurchases } from '../../features/products/components/customer-product-purchases';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { DepositorySection } from '../../features/stored-value/components/depository-section';
import { EmptyState } from '../../ui/empty-state';
import { CustomerVouchersSection } from './customer-vouchers-section';
import type { CustomerScope } from '../../lib/customer-scope';
import { sellerCurrency } from '../../lib/money';

/** `/dashboard/customers/{customerId}` (customers.work): one customer's record. */
export default function CustomerPage() {
  const { seller, shop, shops } = useDashboard();
  const canRefund = useCan('items.refund');
  const customerId = Number(useParams().customerId);
  const scope: CustomerScope = {
    sellerId: seller.id,
    customerId,
    timeZone: shop?.timeZone ?? 'Asia/Taipei',
  };
  return (
    <DashboardPage
      title="顧客資料"
      back={{ href: paths.dashboardCustomers.getHref(), label: '顧客管理' }}
    >
      <RequirePermission permission="customers.work">
        {Number.isInteger(customerId) && customerId > 0 ? (
          <>
            <CustomerRecord key={`${seller.id}-${customerId}`} {...scope} />
            <DepositorySection
              key={`depository-${seller.id}-${customerId}`}
              {...scope}
              currency={sellerCurrency(shops)}
              canRefund={canRefund}
            />
          </>
        ) : (
          <EmptyState title="找不到這位顧客" />
        )}
        {customerId > 0 && <CustomerVouchersSection customerId={customerId} />}
        {customerId > 0 && (
          <CustomerCoupons key={`coupons-${seller.id}-${customerId}`} {...scope} />
        )}
        {customerId > 0 && (
          <ProductPurchases sellerId={seller.id} customerId={customerId} shop={shop} />
        )}
        {customerId > 0 && (
          <CustomerConsentForms key={`consent-${seller.id}-${customerId}`} {...scope} />
        )}
      </RequirePermission>
    </DashboardPage>
  );
}
