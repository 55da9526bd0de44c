import { ActionIcon, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import {
  PRODUCT_LIMITS,
  type TProductGroup,
  type TProductGroupInput,
  ZProductGroupInput,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { showNotification } from '../../../ui/notifications';
import {
  useCreateProductGroup,
  useDeleteProductGroup,
  useRenameProductGroup,
} from '../api/seller-products';
import { RecordSection } from '../../../ui/record-section';

function GroupRow({ sellerId, group }: { sellerId: number; group: TProductGroup }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(group.name);
  const rename = useRenameProductGroup(sellerId);
  const remove = useDeleteProductGroup(sellerId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ groupId: group.id, name }, { onSuccess: () => setEditing(false) });
  };
  if (editing) {
    return (
      <form onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="分類名稱"
            size="xs"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={PRODUCT_LIMITS.groupName}
            error={rename.error?.message}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="xs" loading={rename.isPending}>
            儲存
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            取消
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="product-group-row">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {group.name}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {group.productCount} 項
        </Badge>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
          重新命名
        </Button>
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={`刪除分類「${group.name}」`}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(group.id, {
              onSuccess: () =>
                showNotification({ color: 'teal', message: '已刪除分類，商品保留為不分類' }),
            })
          }
        >
          ×
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** The seller's product groups: add, rename, delete (products stay, without a group). */
export function ProductGroupsPanel({
  sellerId,
  groups,
}: {
  sellerId: number;
  groups: TProductGroup[];
}) {
  const create = useCreateProductGroup(sellerId);
  const form = useContractForm({
    initialValues: { name: '' },
    schema: ZProductGroupInput,
    toBody: (v): TProductGroupInput => ({ name: v.name }),
  });
  const submit = () => create.mutate(form.body(), { onSuccess: () => form.reset() });
  const nameError = form.errors.name ?? create.error?.message;
  return (
    <RecordSection title="商品分類" testId="product-groups">
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          尚未建立分類，例如「洗護」、「造型」。
        </Text>
      )}
      {groups.map((group) => (
        <GroupRow key={group.id} sellerId={sellerId} group={group} />
      ))}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="新分類名稱"
            placeholder="新分類名稱"
            size="sm"
            maxLength={PRODUCT_LIMITS.groupName}
            {...form.getInputProps('name')}
            error={nameError}
            style={{ flex: 1 }}
            data-testid="product-group-name"
          />
          <Button type="submit" loading={create.isPending} data-testid="product-group-add">
            新增分類
          </Button>
        </Group>
      </form>
    </RecordSection>
  );
}
