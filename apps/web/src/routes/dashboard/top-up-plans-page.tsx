import { TopUpPlanManager } from '../../features/stored-value/components/top-up-plan-manager';
import { SellerItemsPage } from './seller-items-page';

/** `/dashboard/top-up-plans` (items.sell to see, items.manage to edit): the stored-value plans. */
export default function TopUpPlansPage() {
  return (
    <SellerItemsPage
      title="儲值方案"
      description={() =>
        '顧客在櫃台儲值時可選用的方案：支付金額、存入的儲值金（可加贈）與使用期限。'
      }
      manager={TopUpPlanManager}
    />
  );
}
