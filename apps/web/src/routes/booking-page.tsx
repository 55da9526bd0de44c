import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLoginDialog } from '../features/identity/hooks/use-login-dialog';
import { BookingPausedNote } from '../features/catalogue/components/booking-paused-note';
import { BookingWizard } from '../features/booking/components/booking-wizard';
import { OrderConsentForms } from '../features/consent/components/order-consent-forms';
import { firstImageUrl } from '../lib/shop-images';
import { AvatarImage } from '../ui/avatar-image';
import { PageContainer } from '../ui/page-container';
import { useAreaPaths } from '../lib/area-paths';
import { useAreaSlots } from '../lib/area-slots';
import { ShopUnavailable } from './shop-unavailable';
import { useUrlShop } from './use-url-shop';

/** `/p/:urlSlug/booking` (also `/shop/:urlSlug/booking`): book services at a shop. */
export default function BookingPage() {
  const areaPaths = useAreaPaths();
  const slots = useAreaSlots();
  const query = useUrlShop(
    (shop) => ({
      title: `預約 ${shop.displayName}`,
      description: `線上預約 ${shop.displayName}：選服務、挑人員與時間，幾個步驟就完成。`,
    }),
    '線上預約',
  );
  const shop = query.data;
  const { openLoginDialog } = useLoginDialog();

  if (query.isPending) {
    return (
      <PageContainer size="sm">
        <Stack gap="sm" role="status" aria-label="載入中">
          <Skeleton height={40} width="60%" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      </PageContainer>
    );
  }
  if (query.isError || !shop) return <ShopUnavailable query={query} errorSize="sm" />;

  return (
    <PageContainer size="sm" pt="md">
      <Group gap="sm" wrap="nowrap" mb="md">
        <AvatarImage src={firstImageUrl(shop.images, 'AVATAR')} name={shop.displayName} size={40} />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            線上預約
          </Text>
          <Anchor
            component={Link}
            to={areaPaths.shop(shop.urlSlug)}
            fw={700}
            c="dark"
            data-testid="booking-shop-link"
          >
            {shop.displayName}
          </Anchor>
        </div>
      </Group>
      {shop.onlineBookingPaused ? (
        <BookingPausedNote shop={shop} />
      ) : (
        <BookingWizard
          key={shop.id}
          shop={shop}
          signIn={async ({ persistent }) => (await openLoginDialog({ persistent })) === 'ok'}
          renderSuccessExtra={(order) => (
            <>
              <OrderConsentForms orderId={order.id} customerId={order.customerId} />
              {slots.bookingSuccess?.(order, shop)}
            </>
          )}
        />
      )}
    </PageContainer>
  );
}
