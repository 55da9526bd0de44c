import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TSellerShop } from '@haoyue/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../../../ui/confirm-dialog';
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
  const [typed, setTyped] = useState('');
  const remove = useDeleteShop(sellerId);
  const confirm = (close: () => void) =>
    remove.mutate(shop.id, {
      onSuccess: (result) => {
        close();
        showNotification({
          color: 'teal',
          message: result.closed
            ? `「${shop.displayName}」已關閉：店家頁不再公開，過去的訂單紀錄仍保留。`
            : `「${shop.displayName}」已刪除。`,
        });
        onDeleted();
      },
      onError: (error) => {
        close();
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
        <ConfirmButton
          label="刪除店家"
          openTestId="shop-delete"
          title="刪除店家"
          confirmLabel="刪除"
          onConfirm={confirm}
          isPending={remove.isPending}
          disabled={typed.trim() !== shop.displayName}
          testId="shop-delete-confirm"
        >
          <Text size="sm">確定要刪除「{shop.displayName}」嗎？請輸入店名確認。</Text>
          <TextInput
            aria-label="輸入店名確認"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="shop-delete-confirm-name"
          />
        </ConfirmButton>
      </Group>
    </Card>
  );
}
