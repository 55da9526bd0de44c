import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AvatarImage } from '../../../ui/avatar-image';
import { IconUser } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { useOperators } from '../../../lib/seller-dashboard/api/get-operators';
import { useReorderOperators } from '../api/reorder-operators';
import { WEEKDAY_LABELS } from '../../../lib/seller-dashboard/clock';
import { ErrorAlert } from '../../../ui/seller-dashboard/form-parts';
import { movedIds, ReorderButtons } from '../../../ui/seller-dashboard/reorder-buttons';

/** A shop's operators in display order, with their working days; reorder. */
export function OperatorList({ sellerId, shopId }: { sellerId: number; shopId: number }) {
  const operators = useOperators(sellerId, shopId);
  const reorder = useReorderOperators(sellerId, shopId);
  return (
    <QueryStates
      query={operators}
      items={operators.data}
      loading={<Skeleton h={240} />}
      empty={{
        title: '還沒有服務人員',
        description: '新增設計師或技師並設定班表，顧客才能預約。',
        icon: <IconUser size={28} />,
      }}
    >
      {(list) => (
        <Stack gap="xs" data-testid="operator-list">
          {list.map((operator, i) => {
            const days = operator.weeklyShifts
              .map((day, weekday) => (day.length > 0 ? WEEKDAY_LABELS[weekday]!.slice(1) : null))
              .filter(Boolean);
            return (
              <Card key={operator.id} withBorder padding="sm" data-testid="operator-row">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <ReorderButtons
                      index={i}
                      count={list.length}
                      busy={reorder.isPending}
                      label={operator.displayName}
                      onMove={(from, to) => reorder.mutate(movedIds(list, from, to))}
                    />
                    <AvatarImage src={operator.avatarUrl} name={operator.displayName} size={40} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={paths.dashboardOperatorSettings.getHref(shopId, operator.id)}
                        fw={600}
                        size="sm"
                      >
                        {operator.displayName}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate>
                        {operator.title ? `${operator.title}・` : ''}
                        {days.length > 0 ? `週${days.join('、')}上班` : '尚未排班'}・
                        {operator.serviceIds.length} 項服務
                      </Text>
                    </div>
                  </Group>
                  {!operator.isBookable && (
                    <Badge size="sm" color="gray" variant="light">
                      不開放預約
                    </Badge>
                  )}
                </Group>
              </Card>
            );
          })}
          <ErrorAlert error={reorder.error} />
        </Stack>
      )}
    </QueryStates>
  );
}
