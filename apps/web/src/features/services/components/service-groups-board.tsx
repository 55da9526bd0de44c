import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type TManagedServiceGroup, type TSellerShop, ZServiceGroupInput } from '@haoyue/contracts';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { Link } from 'react-router';
import { formatDuration } from '../../../lib/duration';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { TypedSubmit } from '../../../ui/request-error-alert';
import { SaveCancelButtons } from '../../../ui/save-cancel-buttons';
import { useCreateServiceGroup } from '../../../lib/seller-dashboard/api/create-service-group';
import { useDeleteServiceGroup } from '../api/delete-service-group';
import { useRenameServiceGroup } from '../api/rename-service-group';
import { useReorderServiceGroups } from '../api/reorder-service-groups';
import { useReorderServices } from '../api/reorder-services';
import { useServiceGroups } from '../../../lib/seller-dashboard/api/get-service-groups';
import { movedIds, ReorderButtons } from '../../../ui/seller-dashboard/reorder-buttons';
import { ErrorAlert, RemoveButton } from '../../../ui/seller-dashboard/form-parts';

interface BoardProps {
  sellerId: number;
  shop: TSellerShop;
}

/** A group's name form, checked by ZServiceGroupInput; an empty name does nothing. */
function useGroupNameForm(initial: string, onValid: (name: string) => void) {
  const form = useContractForm({
    initialValues: { name: initial },
    schema: ZServiceGroupInput,
    toBody: (values: { name: string }) => ({ name: values.name.trim() }),
  });
  const send = form.onSubmit(() => onValid(form.body().name));
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.values.name.trim() ? send(event) : event.preventDefault();
  return { form, submit };
}

function NewGroupForm({ sellerId, shop }: BoardProps) {
  const create = useCreateServiceGroup(sellerId, shop.id);
  const { form, submit } = useGroupNameForm('', (name) =>
    create.mutate(name, { onSuccess: () => form.setFieldValue('name', '') }),
  );
  const name = form.values.name;
  return (
    <form onSubmit={submit}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="新分類名稱"
          placeholder="新分類名稱，例如：剪髮"
          maxLength={40}
          {...form.getInputProps('name')}
          // The API's refusals (a name taken) show here too.
          error={form.errors.name ?? create.error?.message}
          style={{ flex: 1 }}
          data-testid="group-name-input"
        />
        <TypedSubmit request={create} typed={name} testId="group-create">
          新增分類
        </TypedSubmit>
      </Group>
    </form>
  );
}

/** Where a group stands among the shop's groups, and how it moves, as its ↑ ↓ take it. */
type GroupMoves = Omit<ComponentProps<typeof ReorderButtons>, 'label' | 'layout'>;

function GroupCard({
  sellerId,
  shop,
  group,
  moves,
}: BoardProps & { group: TManagedServiceGroup; moves: GroupMoves }) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameServiceGroup(sellerId, shop.id);
  const remove = useDeleteServiceGroup(sellerId, shop.id);
  const reorder = useReorderServices(sellerId, shop.id);
  const { form, submit: save } = useGroupNameForm(group.name, (name) =>
    rename.mutate({ id: group.id, name }, { onSuccess: () => setEditing(false) }),
  );
  const del = () =>
    remove.mutate(group.id, {
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });

  return (
    <Card withBorder padding="md" data-testid="managed-service-group" data-group-name={group.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {editing ? (
          <form onSubmit={save} style={{ flex: 1 }}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label="分類名稱"
                maxLength={40}
                {...form.getInputProps('name')}
                error={form.errors.name ?? rename.error?.message}
                style={{ flex: 1 }}
                autoFocus
              />
              <SaveCancelButtons saving={rename.isPending} onCancel={() => setEditing(false)} />
            </Group>
          </form>
        ) : (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <ReorderButtons {...moves} label={group.name} />
            <Text fw={700} truncate>
              {group.name}
            </Text>
          </Group>
        )}
        {!editing && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
              重新命名
            </Button>
            <RemoveButton
              removing={remove.isPending}
              onClick={del}
              title={group.services.length > 0 ? '請先刪除或移出分類內的服務' : undefined}
            >
              刪除
            </RemoveButton>
          </Group>
        )}
      </Group>

      <Stack gap={0} mt="sm">
        {group.services.map((service, i) => (
          <Group
            key={service.id}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            data-testid="managed-service"
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              <ReorderButtons
                index={i}
                count={group.services.length}
                busy={reorder.isPending}
                label={service.name}
                onMove={(from, to) =>
                  reorder.mutate({
                    serviceGroupId: group.id,
                    ids: movedIds(group.services, from, to),
                  })
                }
              />
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.dashboardServiceSettings.getHref(shop.id, service.id)}
                  fw={600}
                  size="sm"
                >
                  {service.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDuration(service.durationMinutes)}・{service.operatorIds.length} 位服務人員
                </Text>
              </div>
            </Group>
            <Group gap={6} wrap="nowrap">
              {!service.isBookable && (
                <Badge size="sm" color="gray" variant="light">
                  不開放預約
                </Badge>
              )}
              {service.isBookable && service.operatorIds.length === 0 && (
                // Customers do not see a service nobody performs (issue 12).
                <Badge size="sm" color="red.9" variant="outline" data-testid="service-unstaffed">
                  無服務人員，顧客看不到
                </Badge>
              )}
              <Text size="sm" fw={600}>
                {formatPrice(service.price, service.currency)}
              </Text>
            </Group>
          </Group>
        ))}
        {group.services.length === 0 && (
          <Text size="sm" c="dimmed" py={8}>
            這個分類還沒有服務。
          </Text>
        )}
      </Stack>
      <Button
        component={Link}
        to={paths.dashboardServiceCreate.getHref(shop.id, group.id)}
        variant="light"
        size="xs"
        mt="sm"
        w="fit-content"
        data-testid="service-create"
      >
        ＋ 新增服務
      </Button>
      {reorder.error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {reorder.error.message}
        </Text>
      )}
    </Card>
  );
}

/** A shop's service groups and their services: add, rename, reorder and delete groups. */
export function ServiceGroupsBoard({ sellerId, shop }: BoardProps) {
  const groups = useServiceGroups(sellerId, shop.id);
  const reorder = useReorderServiceGroups(sellerId, shop.id);
  if (groups.isPending) return <Skeleton h={320} />;
  if (groups.isError) {
    return <QueryErrorState query={groups} />;
  }
  const list = groups.data;
  return (
    <Stack gap="md">
      {list.length === 0 && (
        <EmptyState
          title="還沒有服務分類"
          description="先新增分類（例如：剪髮、染燙、護髮），再在分類裡新增服務。"
        />
      )}
      {list.map((group, i) => (
        <GroupCard
          key={group.id}
          sellerId={sellerId}
          shop={shop}
          group={group}
          moves={{
            index: i,
            count: list.length,
            busy: reorder.isPending,
            onMove: (from, to) => reorder.mutate(movedIds(list, from, to)),
          }}
        />
      ))}
      <ErrorAlert error={reorder.error} />
      <NewGroupForm sellerId={sellerId} shop={shop} />
    </Stack>
  );
}
