import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LineShareButton } from '../../features/line/components/line-share-button';
import { CustomerCard } from '../../features/member-card/components/customer-card';
import { lineAreaPaths } from '../../lib/area-paths';
import { shopFlexMessage } from '../../lib/liff/share';
import { useMemberCardRecord } from '../member-card/member-card-context';
import { useLineSession } from './line-session';

/**
 * `/line/{sellerId}/my-customer`: the customer card, the shops to book (when the seller shows the
 * booking button) and sharing the shop with friends.
 */
export default function LineMyCustomerPage() {
  const record = useMemberCardRecord();
  const session = useLineSession();
  const areaPaths = lineAreaPaths(session.sellerId);
  const shops = session.settings?.bookableShops ?? [];
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Stack gap="lg">
      <CustomerCard record={record} origin={origin} />
      {shops.length > 0 && (
        <Stack gap="sm" data-testid="line-bookable-shops">
          <Title order={2} size="h4">
            預約分店
          </Title>
          {shops.map((shop) => (
            <Card key={shop.id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text component={Link} to={areaPaths.shop(shop.urlSlug)} fw={600} c="dark" truncate>
                  {shop.displayName}
                </Text>
                {session.settings?.showBookingButton && (
                  <Button
                    component={Link}
                    to={areaPaths.booking(shop.urlSlug)}

                    size="sm"
                    data-testid="line-book-button"
                  >
                    立即預約
                  </Button>
                )}
              </Group>
            </Card>
          ))}
          <LineShareButton
            liff={session.liff}
            label="分享給 LINE 好友"
            testId="line-share-shop"
            messages={() => [
              // The first bookable shop, by its LIFF permanent link (as bookings are shared).
              shopFlexMessage(shops[0]!, {
                liffId: session.settings?.liffId ?? '',
                sellerId: session.sellerId,
                origin,
              }),
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
