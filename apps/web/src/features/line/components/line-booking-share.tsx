import { Card, Stack, Text, Title } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import type { LiffApi } from '../../../lib/liff/liff';
import { bookingChatMessages, bookingShareMessages, type ShareShop } from '../../../lib/liff/share';
import { LineSendMessageButton } from './line-send-message-button';
import { LineShareButton } from './line-share-button';

/** Props of {@link LineBookingShare}. */
export interface LineBookingShareProps {
  liff: LiffApi | null;
  /** The seller's LIFF app, whose permanent links the messages carry. */
  liffId: string;
  sellerId: number;
  order: TOrder;
  shop: ShareShop;
  /** Also offer posting the booking into the chat the app was opened from. */
  withSendMessage?: boolean;
}

/**
 * The LINE area's sharing of a booking: 分享 opens the share target picker with a flex message
 * about the booking's shop (a 一起來預約 button to it); in a LINE chat, 傳送預約資訊到聊天室
 * posts the shop, services and time there. Neither carries the customer's phone or order key.
 */
export function LineBookingShare({
  liff,
  liffId,
  sellerId,
  order,
  shop,
  withSendMessage = false,
}: LineBookingShareProps) {
  const target = {
    liffId,
    sellerId,
    origin: typeof window === 'undefined' ? '' : window.location.origin,
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="line-booking-share">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            分享給朋友
          </Title>
          <Text size="sm" c="gray.7">
            分享 {shop.displayName} 的預約連結，不會包含您的電話或訂單資料。
          </Text>
        </div>
        <LineShareButton
          liff={liff}
          label="分享"
          testId="line-share-booking"
          messages={() => bookingShareMessages(order, shop, target)}
        />
        {withSendMessage && (
          <LineSendMessageButton
            liff={liff}
            label="傳送預約資訊到聊天室"
            testId="line-send-booking"
            messages={() => bookingChatMessages(order, shop, target)}
          />
        )}
      </Stack>
    </Card>
  );
}
