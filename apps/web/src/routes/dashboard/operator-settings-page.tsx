import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useOperators } from '../../lib/seller-dashboard/api/get-operators';
import { useServiceGroups } from '../../lib/seller-dashboard/api/get-service-groups';
import { OperatorAvatar } from '../../features/operators/components/operator-avatar';
import { OperatorForm } from '../../features/operators/components/operator-form';
import { TimeOffPanel } from '../../features/operators/components/time-off-panel';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { paths } from '../../config/paths';
import { CatalogueEditPage } from './catalogue-edit-page';

function EditOperator({ shopId, operatorId }: { shopId: number; operatorId: number | null }) {
  const { seller, shops } = useDashboard();
  const navigate = useNavigate();
  const shop = shops.find((s) => s.id === shopId);
  const operators = useOperators(seller.id, shop ? shopId : null);
  const groups = useServiceGroups(seller.id, shop ? shopId : null);
  if (!shop) return <NotFoundContent title="找不到這間店家" />;
  const failed = [operators, groups].find((q) => q.isError);
  if (failed) return <QueryErrorState query={failed} />;
  if (!operators.data || !groups.data) return <Skeleton h={480} />;
  const operator = operatorId === null ? null : operators.data.find((o) => o.id === operatorId);
  if (operator === undefined) {
    return <NotFoundContent title="找不到這位服務人員" description="服務人員可能已刪除。" />;
  }
  const back = () => navigate(paths.dashboardOperators.getHref());

  return (
    <Stack gap="xl">
      <OperatorForm
        key={operator?.id ?? 'new'}
        sellerId={seller.id}
        shopId={shopId}
        groups={groups.data}
        operator={operator}
        photo={
          operator ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                照片
              </Title>
              <OperatorAvatar sellerId={seller.id} shopId={shopId} operator={operator} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              新增後即可上傳照片與設定請假。
            </Text>
          )
        }
        onSaved={(saved) =>
          operator
            ? back()
            : navigate(paths.dashboardOperatorSettings.getHref(shopId, saved.id), { replace: true })
        }
        onDeleted={back}
      />
      {operator && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            請假
          </Title>
          <TimeOffPanel
            sellerId={seller.id}
            shopId={shopId}
            operatorId={operator.id}
            timeZone={shop.timeZone}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** `/dashboard/operators/{shopId}/operator-settings/{create|operatorId}`: add or edit an operator. */
export default function OperatorSettingsPage() {
  return (
    <CatalogueEditPage
      itemParam="operatorId"
      titles={{ create: '新增服務人員', edit: '編輯服務人員' }}
      back={{ href: paths.dashboardOperators.getHref(), label: '服務人員' }}
      notFoundTitle="找不到這位服務人員"
    >
      {({ shopId, itemId }) => (
        <EditOperator key={itemId ?? 'new'} shopId={shopId} operatorId={itemId} />
      )}
    </CatalogueEditPage>
  );
}
