import { Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TSellerShop } from '@haoyue/contracts';
import { useState } from 'react';
import { showNotification } from '../../../ui/notifications';
import { useDeleteShop } from '../api/delete-shop';

/**
 * The danger zone of a shop's settings. Deleting asks for the shop's name; a refusal (bookings
 * still to come, for example) is reported as 「刪除失敗：」 plus the API's reason (spec §8).
 */
export function DeleteShop({
  sellerId,
  shop,
  onDeleted,
}: {
  sellerId: number;
  shop: TSellerShop;
  onDeleted: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteShop(sellerId);
  const confirm = () =>
    remove.mutate(shop.id, {
      onSuccess: (result) => {
        setOpened(false);
        showNotification({
          color: 'teal',
          message: result.closed
            ? `「${shop.displayName}」已關閉：店家頁不再公開，過去的訂單紀錄仍保留。`
            : `「${shop.displayName}」已刪除。`,
        });
        onDeleted();
      },
      onError: (error) => {
        setOpened(false);
        showNotification({ color: 'red', message: `刪除失敗：${error.message}` });
      },
    });

  return (
    <Card withBorder padding="md" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={600}>刪除店家</Text>
          <Text size="sm" c="dimmed">
            尚有未來的預約時無法刪除。有過去訂單的店家會改為關閉，保留訂單紀錄。
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          onClick={() => setOpened(true)}
          data-testid="shop-delete"
        >
          刪除店家
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title="刪除店家" centered>
        <Stack gap="sm">
          <Text size="sm">確定要刪除「{shop.displayName}」嗎？請輸入店名確認。</Text>
          <TextInput
            aria-label="輸入店名確認"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="shop-delete-confirm-name"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              取消
            </Button>
            <Button
              color="red"
              disabled={typed.trim() !== shop.displayName}
              loading={remove.isPending}
              onClick={confirm}
              data-testid="shop-delete-confirm"
            >
              刪除
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
