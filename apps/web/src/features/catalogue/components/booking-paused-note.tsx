import { Alert, Anchor, Text } from '@mantine/core';
import { formatPhoneNumber, type TShop } from '@haoyue/contracts';
import { telUrl } from '../../../lib/tel-url';

/** What a shop whose online booking is paused (licence lapsed) shows instead of booking. */
export const BOOKING_PAUSED_MESSAGE = '此店家目前暫停線上預約';

/**
 * Said in place of the booking button or wizard while `shop.onlineBookingPaused`: why there is
 * no booking, and the shop's phone to book by when it has one.
 */
export function BookingPausedNote({ shop }: { shop: Pick<TShop, 'phoneNumber'> }) {
  return (
    <Alert color="gray" variant="light" role="status" data-testid="booking-paused">
      <Text size="sm" fw={600}>
        {BOOKING_PAUSED_MESSAGE}
      </Text>
      {shop.phoneNumber && (
        <Text size="sm" mt={4}>
          如需預約請來電：
          {/* The text's own colour, underlined: the theme's link red is too light on the grey. */}
          <Anchor href={telUrl(shop.phoneNumber)} size="sm" c="inherit" underline="always" fw={600}>
            {formatPhoneNumber(shop.phoneNumber)}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}
