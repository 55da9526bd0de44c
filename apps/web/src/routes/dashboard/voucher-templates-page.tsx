import { VoucherTemplateManager } from '../../features/vouchers/components/voucher-template-manager';
import { SellerItemsPage } from './seller-items-page';

/** `/dashboard/voucher-templates` (items.sell; editing items.manage): the seller's 套票方案. */
export default function VoucherTemplatesPage() {
  return (
    <SellerItemsPage
      title="套票方案"
      description={(seller) =>
        `「${seller.displayName}」販售的套票（計次券）：適用服務、次數、售價與使用期限。`
      }
      manager={VoucherTemplateManager}
    />
  );
}
