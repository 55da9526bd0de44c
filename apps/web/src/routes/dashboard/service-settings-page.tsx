import { Skeleton } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useOperators } from '../../lib/seller-dashboard/api/get-operators';
import { useService } from '../../features/services/api/get-service';
import { useServiceGroups } from '../../lib/seller-dashboard/api/get-service-groups';
import { ServiceForm } from '../../features/services/components/service-form';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { ApiError } from '../../lib/api-error';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { paths } from '../../config/paths';
import { CatalogueEditPage } from './catalogue-edit-page';

function EditService({ shopId, serviceId }: { shopId: number; serviceId: number | null }) {
  const { seller, shops } = useDashboard();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shop = shops.find((s) => s.id === shopId);
  const groups = useServiceGroups(seller.id, shop ? shopId : null);
  const operators = useOperators(seller.id, shop ? shopId : null);
  const service = useService(seller.id, shopId, shop ? serviceId : null);

  if (!shop) return <NotFoundContent title="找不到這間店家" />;
  const failed = [groups, operators, service].find((q) => q.isError);
  if (failed) {
    if (failed.error instanceof ApiError && failed.error.status === 404) {
      return <NotFoundContent title="找不到這項服務" description="服務可能已刪除。" />;
    }
    return <QueryErrorState query={failed} />;
  }
  if (!groups.data || !operators.data || (serviceId !== null && !service.data)) {
    return <Skeleton h={480} />;
  }
  if (groups.data.length === 0) {
    return (
      <EmptyState title="請先新增服務分類" description="到「服務項目」新增分類後，再新增服務。" />
    );
  }
  const groupId = Number(params.get('groupId')) || null;
  return (
    <ServiceForm
      key={serviceId ?? 'new'}
      sellerId={seller.id}
      shop={shop}
      groups={groups.data}
      operators={operators.data}
      service={serviceId === null ? null : service.data!}
      groupId={groupId}
      onDone={() => navigate(paths.dashboardServices.getHref())}
    />
  );
}

/** `/dashboard/services/{shopId}/service-settings/{create|serviceId}`: add or edit a service. */
export default function ServiceSettingsPage() {
  return (
    <CatalogueEditPage
      itemParam="serviceId"
      titles={{ create: '新增服務', edit: '編輯服務' }}
      back={{ href: paths.dashboardServices.getHref(), label: '服務項目' }}
      notFoundTitle="找不到這項服務"
    >
      {({ shopId, itemId }) => <EditService shopId={shopId} serviceId={itemId} />}
    </CatalogueEditPage>
  );
}
