import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TShop } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDistance } from '../lib/distance';
import { firstImageUrl } from '../lib/shop-images';
import { paths } from '../config/paths';
import { AvatarImage } from './avatar-image';
import { IconMapPin } from './icons';
import { ShopImage } from './shop-image';
import classes from './shop-card.module.css';

/** Props of {@link ShopCard}. */
export interface ShopCardProps {
  /** A shop with `city`, `industry` and `images` embedded (missing parts are just not shown). */
  shop: TShop;
  /** The card is in the first screen (a result list's first): load its cover eagerly. */
  eager?: boolean;
}

/** A shop in a list: cover, avatar, name, industry, city, address and distance; links to its page. */
export function ShopCard({ shop, eager = false }: ShopCardProps) {
  const cover = firstImageUrl(shop.images, 'COVER') ?? firstImageUrl(shop.images, 'GALLERY');
  const avatar = firstImageUrl(shop.images, 'AVATAR');
  return (
    <Card
      component={Link}
      to={paths.shop.getHref(shop.urlSlug)}
      data-testid="shop-card"
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
    >
      <div className={classes.cover}>
        <ShopImage src={cover} name={shop.displayName} loading={eager ? 'eager' : 'lazy'} />
      </div>
      <div className={classes.body}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <AvatarImage src={avatar} name={shop.displayName} size={56} className={classes.avatar} />
          <Text fw={700} size="lg" lineClamp={1} style={{ minWidth: 0 }}>
            {shop.displayName}
          </Text>
        </Group>
        <Group gap={6}>
          {shop.industry && (
            <Badge variant="light" radius="sm">
              {shop.industry.name}
            </Badge>
          )}
          {shop.city && (
            <Badge variant="default" radius="sm">
              {shop.city.name}
            </Badge>
          )}
          {shop.distance !== undefined && (
            <Badge variant="outline" color="sand.8" radius="sm">
              距離 {formatDistance(shop.distance)}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {shop.address}
          </Text>
        </Group>
      </div>
    </Card>
  );
}

/** Grey placeholder with the shape of a {@link ShopCard}. */
export function ShopCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
      <div className={classes.body}>
        <Skeleton height={20} width="70%" mt="xs" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={14} width="90%" />
      </div>
    </Card>
  );
}

/** The responsive grid shop cards are laid out in: one column on phones, up to three. */
export function ShopGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }}>
      {children}
    </SimpleGrid>
  );
}

/**
 * Shops as {@link ShopCard}s in a {@link ShopGrid}. `eager`: how many first cards are in the
 * first screen, their covers loaded at once (a search's first result is its largest paint on a
 * phone; a lazy image there waits for layout before it is even requested).
 */
export function ShopCards({ shops, eager = 0 }: { shops: readonly TShop[]; eager?: number }) {
  return (
    <ShopGrid>
      {shops.map((shop, index) => (
        <ShopCard key={shop.id} shop={shop} eager={index < eager} />
      ))}
    </ShopGrid>
  );
}

/** A grid of {@link ShopCardSkeleton}s for while a list loads. */
export function ShopGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ShopGrid>
      {Array.from({ length: count }, (_, i) => (
        <ShopCardSkeleton key={i} />
      ))}
    </ShopGrid>
  );
}
