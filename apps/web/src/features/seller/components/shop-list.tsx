import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TSellerShop } from '@haoyue/contracts';
import { Link } from 'react-router';
import { firstImageUrl } from '../../../lib/shop-images';
import { paths } from '../../../config/paths';
import { AvatarImage } from '../../../ui/avatar-image';
import { ReviewStatusBadge } from '../../../ui/review-status-badge';
import { useCan } from '../lib/dashboard-context';

/** The seller's shops as cards: avatar, city, public link and settings. */
export function ShopList({ shops }: { shops: TSellerShop[] }) {
  const canEdit = useCan('shops.update');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="dashboard-shop-list">
      {shops.map((shop) => (
        <Card key={shop.id} withBorder padding="md" data-testid="dashboard-shop">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <AvatarImage
              src={firstImageUrl(shop.images, 'AVATAR')}
              name={shop.displayName}
              size={56}
            />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} truncate>
                  {shop.displayName}
                </Text>
                <ReviewStatusBadge status={shop.reviewStatus} seller size="sm" />
              </Group>
              <Text size="sm" c="dimmed" truncate>
                {shop.city?.name ? `${shop.city.name}・` : ''}
                {shop.address}
              </Text>
              <Anchor
                component={Link}
                to={paths.shop.getHref(shop.urlSlug)}
                size="sm"
                target="_blank"
                data-testid="dashboard-shop-public-link"
              >
                /p/{shop.urlSlug}
              </Anchor>
            </Stack>
          </Group>
          {canEdit && (
            <Group mt="md" gap="xs">
              <Button
                component={Link}
                to={paths.dashboardShopSettings.getHref(shop.id)}
                size="xs"
                variant="light"
              >
                設定
              </Button>
              <Button
                component={Link}
                to={paths.dashboardShopSettings.getHref(shop.id, 'hours')}
                size="xs"
                variant="default"
              >
                營業時間
              </Button>
            </Group>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
