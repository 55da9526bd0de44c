import { Button, Group, Text } from '@mantine/core';
import { formatPrice, type TShop } from '@haoyue/contracts';
import { Link } from 'react-router';
import { nextFreeText } from '../../../ui/next-free-text';
import { useNextFreeTimes } from '../api/get-next-free-times';
import classes from './shop-booking-bar.module.css';

/**
 * The shop page's booking bar: stays at the bottom of the screen while the page scrolls (the
 * header's 立即預約 scrolls away), with the starting price and the next free time.
 */
export function ShopBookingBar({ shop, bookHref }: { shop: TShop; bookHref: string }) {
  const next = useNextFreeTimes([shop.id]).data?.find((t) => t.shopId === shop.id);
  const minPrice = shop.summary?.minPrice ?? null;
  return (
    <div className={classes.bar} data-testid="shop-booking-bar">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div className={classes.facts}>
          {minPrice !== null && (
            <Text fw={700} size="md">
              {formatPrice(minPrice, shop.currency)} 起
            </Text>
          )}
          <Text size="sm" className={classes.next} data-testid="shop-next-free">
            {nextFreeText(next, '近 7 天已約滿，可查看更晚的時段')}
          </Text>
        </div>
        <Button
          component={Link}
          to={bookHref}
          size="md"
          radius="xl"
          className={classes.button}
          data-testid="shop-sticky-book"
        >
          立即預約
        </Button>
      </Group>
    </div>
  );
}
