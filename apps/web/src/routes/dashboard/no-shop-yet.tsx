import { useCan } from '../../features/seller/lib/dashboard-context';
import { EmptyState } from '../../ui/empty-state';
import { IconStore } from '../../ui/icons';
import { paths } from '../../config/paths';

/** For pages about the current shop while the seller has none. */
export function NoShopYet() {
  const canCreate = useCan('shops.create');
  return (
    <EmptyState
      title="還沒有店家"
      description="先新增店家，才能設定服務項目與服務人員。"
      icon={<IconStore size={28} />}
      links={canCreate ? [{ label: '新增店家', to: paths.dashboardShopCreate.getHref() }] : []}
    />
  );
}
