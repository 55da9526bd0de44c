import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TSystemOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { billingDate } from '../lib/labels';
import { ReceiptDialog } from './receipt';

/** How a charge ended: paid (the new end date, the receipt), failed (why) or still pending. */
export function OrderOutcome({ order, onClose }: { order: TSystemOrder; onClose: () => void }) {
  const [showReceipt, setShowReceipt] = useState(false);
  if (order.status === 'PAID') {
    return (
      <Alert
        color="teal"
        title="付款成功"
        role="status"
        withCloseButton
        closeButtonLabel="關閉"
        onClose={onClose}
        data-testid="order-outcome"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm" data-testid="order-outcome-ends">
            「{order.shopName}」的授權至 {billingDate(order.periodEndsAt)}。
          </Text>
          {order.receipt && (
            <Button size="xs" variant="light" onClick={() => setShowReceipt(true)}>
              查看收據
            </Button>
          )}
        </Stack>
        {showReceipt && order.receipt && (
          <ReceiptDialog receipt={order.receipt} onClose={() => setShowReceipt(false)} />
        )}
      </Alert>
    );
  }
  const failed = order.status === 'FAILED';
  return (
    <Alert
      color={failed ? 'red' : 'yellow'}
      title={failed ? '付款失敗' : '付款處理中'}
      role="alert"
      withCloseButton
      closeButtonLabel="關閉"
      onClose={onClose}
      data-testid="order-outcome"
    >
      <Text size="sm">
        {failed
          ? (order.failureReason ?? '銀行未核准這筆扣款，請換一張卡再試。')
          : '銀行尚未回覆這筆扣款，請稍後重新整理本頁查看結果。'}
      </Text>
    </Alert>
  );
}
