import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Under a booking made in the Google area: where to find it again. */
export function GoogleBookingNote() {
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="google-booking-note">
      這筆預約透過 Google 預約完成，可隨時在
      <Anchor
        component={Link}
        to={paths.googleReserveUserOrders.getHref()}
        size="sm"
        mx={4}
        underline="always"
      >
        我的 Google 預約
      </Anchor>
      查看或變更。
    </Text>
  );
}
