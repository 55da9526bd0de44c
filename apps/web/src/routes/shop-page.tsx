import { Box, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TShop } from '@haoyue/contracts';
import { Link } from 'react-router';
import { useLoginDialog } from '../features/identity/hooks/use-login-dialog';
import { BookingPausedNote } from '../features/catalogue/components/booking-paused-note';
import { OpeningHours } from '../features/catalogue/components/opening-hours';
import { OperatorList } from '../features/catalogue/components/operator-list';
import { ServiceMenu } from '../features/catalogue/components/service-menu';
import { ShopBookingBar } from '../features/catalogue/components/shop-booking-bar';
import { ShopGallery } from '../features/catalogue/components/shop-gallery';
import { ShopHeader, ShopHeaderSkeleton } from '../features/catalogue/components/shop-header';
import { FavoriteToggle } from '../features/identity/components/favorite-toggle';
import { ShopReviews } from '../features/reviews/components/shop-reviews';
import { imagesOfType } from '../lib/shop-images';
import { Section } from '../ui/section';
import { useAreaPaths } from '../lib/area-paths';
import { ShopUnavailable } from './shop-unavailable';
import { useUrlShop } from './use-url-shop';

// A share-friendly one-line summary: industry, city, then the start of the introduction.
function shopDescription(shop: TShop): string {
  const intro = shop.introduction.replace(/\s+/g, ' ').trim();
  const lead = [shop.industry?.name, shop.city?.name].filter(Boolean).join('・');
  const text = [lead, intro].filter(Boolean).join('｜');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || `${shop.displayName} 線上預約`;
}

/** A shop's public page (`/p/:urlSlug`, also `/shop/:urlSlug`): who they are and what they offer. */
export default function ShopPage() {
  const areaPaths = useAreaPaths();
  const query = useUrlShop((shop) => ({
    title: shop.displayName,
    description: shopDescription(shop),
  }));
  const shop = query.data;
  const { openLoginDialog } = useLoginDialog();

  if (query.isPending) {
    return (
      <Container size="lg" px={{ base: 0, sm: 'lg' }} pt={{ base: 0, sm: 'lg' }} pb="xl">
        <ShopHeaderSkeleton />
        <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} mt="xl" role="status" aria-label="載入中">
          <Skeleton height={28} width={120} />
          <Skeleton height={160} radius="lg" />
        </Stack>
      </Container>
    );
  }
  if (query.isError || !shop) return <ShopUnavailable query={query} />;

  const operators = shop.operators ?? [];
  const hasGallery = imagesOfType(shop.images, 'GALLERY').length > 0;
  return (
    <Container size="lg" px={{ base: 0, sm: 'lg' }} pt={{ base: 0, sm: 'lg' }} pb="xl">
      <ShopHeader
        shop={shop}
        actions={
          <Group gap="sm" wrap="nowrap">
            <FavoriteToggle
              shopId={shop.id}
              requestSignIn={async () => (await openLoginDialog()) === 'ok'}
            />
            {!shop.onlineBookingPaused && (
              <Button
                component={Link}
                to={areaPaths.booking(shop.urlSlug)}
                size="md"
                radius="xl"
                data-testid="shop-book-button"
              >
                立即預約
              </Button>
            )}
          </Group>
        }
      />
      <Box px={{ base: 'md', sm: 'lg' }}>
        {shop.onlineBookingPaused && (
          <Box mt="md">
            <BookingPausedNote shop={shop} />
          </Box>
        )}
        {shop.introduction.trim() && (
          <Section title="關於我們">
            <Text lh={1.8} style={{ whiteSpace: 'pre-line' }}>
              {shop.introduction}
            </Text>
          </Section>
        )}
        <Section title="服務項目" id="services">
          <ServiceMenu
            shopId={shop.id}
            bookHref={
              shop.onlineBookingPaused
                ? undefined
                : (service) => areaPaths.booking(shop.urlSlug, service.id)
            }
          />
        </Section>
        {shop.openingHours && (
          // Hours, team and gallery follow the service menu, below a phone's first screen: their
          // rendering waits until scrolled near (the shop page's first layout: 122 → 70 ms).
          <Section title="營業時間" id="hours" deferred>
            <OpeningHours hours={shop.openingHours} timeZone={shop.timeZone} />
          </Section>
        )}
        {operators.length > 0 && (
          <Section title="服務團隊" deferred>
            <OperatorList operators={operators} />
          </Section>
        )}
        {hasGallery && (
          <Section title="作品集" deferred>
            <ShopGallery images={shop.images ?? []} shopName={shop.displayName} />
          </Section>
        )}
        <ShopReviews shopId={shop.id} timeZone={shop.timeZone} />
      </Box>
      {!shop.onlineBookingPaused && (
        <ShopBookingBar shop={shop} bookHref={areaPaths.booking(shop.urlSlug)} />
      )}
    </Container>
  );
}
