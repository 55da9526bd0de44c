import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatPrice, type TNextFreeTime, type TShop } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDistance } from '../lib/distance';
import { firstImageUrl } from '../lib/shop-images';
import { paths } from '../config/paths';
import { AvatarImage } from './avatar-image';
import { IconMapPin } from './icons';
import { nextFreeText } from './next-free-text';
import { ShopImage } from './shop-image';
import deferredClasses from './deferred.module.css';
import classes from './shop-card.module.css';

/** Props of {@link ShopCard}. */
export interface ShopCardProps {
  /** A shop with `city`, `industry` and `images` embedded (missing parts are just not shown). */
  shop: TShop;
  /** The card is in the first screen (a result list's first ones): its cover loads at once, first. */
  eager?: boolean;
  /**
   * The card is below a phone's first screen: the browser lays it out and paints it only once
   * it is scrolled near (`content-visibility: auto`), so the page's first layout shapes the text
   * of the cards on screen instead of a whole page of results. It stays in the accessibility
   * tree and in find-in-page.
   */
  deferred?: boolean;
  /**
   * The shop's next free time: a line is kept for it (so nothing shifts when it arrives) when
   * this is given, undefined while it loads.
   */
  nextFree?: TNextFreeTime | undefined;
  /** Whether the card has a next-free-time line at all. */
  withNextFree?: boolean;
}

/** `★ 4.7 (12)` and `NT$800 起`, from the shop's summary part. */
function ShopFacts({ shop }: { shop: TShop }) {
  const summary = shop.summary;
  if (!summary) return null;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.facts}>
      {summary.ratingAverage !== null && (
        <Text
          size="sm"
          fw={600}
          data-testid="shop-card-rating"
          aria-label={`評分 ${summary.ratingAverage.toFixed(1)}，${summary.reviewCount} 則評價`}
        >
          <span aria-hidden="true" className={classes.star}>
            ★
          </span>{' '}
          <span aria-hidden="true">
            {summary.ratingAverage.toFixed(1)}（{summary.reviewCount}）
          </span>
        </Text>
      )}
      {summary.minPrice !== null && (
        <Text size="sm" fw={600} data-testid="shop-card-price">
          {formatPrice(summary.minPrice, shop.currency)} 起
        </Text>
      )}
    </Group>
  );
}

/**
 * How wide a card's cover is shown (`<img sizes>`): a 112 px square on a phone's row card, then
 * the {@link ShopGrid}'s one, two or three columns (Mantine's xs 36em and md 62em; the page is at
 * most ~1,140 px wide).
 */
const COVER_SIZES =
  '(max-width: 29.99em) 112px, (max-width: 35.99em) 100vw, (max-width: 61.99em) 50vw, 380px';

/** A shop in a list: cover, avatar, name, industry, city, address and distance; links to its page. */
export function ShopCard({
  shop,
  eager = false,
  deferred = false,
  nextFree,
  withNextFree = false,
}: ShopCardProps) {
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
      className={deferred ? `${classes.card} ${deferredClasses.deferred}` : classes.card}
    >
      <div className={classes.cover}>
        <ShopImage
          src={cover}
          name={shop.displayName}
          loading={eager ? 'eager' : 'lazy'}
          sizes={COVER_SIZES}
        />
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
        <ShopFacts shop={shop} />
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {shop.address}
          </Text>
        </Group>
        {withNextFree && (
          <Text size="sm" className={classes.nextFree} data-testid="shop-card-next-free">
            {nextFreeText(nextFree, '近 7 天已約滿')}
          </Text>
        )}
      </div>
    </Card>
  );
}

/** Grey placeholder with the shape of a {@link ShopCard}. */
export function ShopCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden="true" className={classes.card}>
      <Skeleton className={classes.cover} radius={0} />
      <div className={classes.body}>
        <Skeleton height={20} width="70%" mt="xs" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={14} width="90%" />
      </div>
    </Card>
  );
}

/**
 * The responsive grid shop cards are laid out in: one column of compact (side-by-side) cards on
 * phones, then two or three of tall ones.
 */
export function ShopGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'sm', xs: 'md', md: 'lg' }}>
      {children}
    </SimpleGrid>
  );
}

/**
 * Shops as {@link ShopCard}s in a {@link ShopGrid}. `eager`: how many first cards are in the
 * first screen, their covers loaded at once and ahead of other pictures (a lazy image there waits
 * for layout before it is even requested, and a low-priority one for the head to be parsed):
 * any of them can be the largest paint, and at a phone's width each is a copy of a few KB.
 * When given, the cards after them are `deferred`: rendered once scrolled near.
 * Any card in the first screen can be the largest paint (a taller card's cover is larger).
 */
export function ShopCards({
  shops,
  eager = 0,
  nextFree,
}: {
  shops: readonly TShop[];
  eager?: number;
  /** Next free times by shop id (undefined while loading); omit for cards without the line. */
  nextFree?: readonly TNextFreeTime[] | 'loading';
}) {
  return (
    <ShopGrid>
      {shops.map((shop, index) => (
        <ShopCard
          key={shop.id}
          shop={shop}
          eager={index < eager}
          deferred={eager > 0 && index >= eager}
          withNextFree={nextFree !== undefined}
          nextFree={
            nextFree === undefined || nextFree === 'loading'
              ? undefined
              : nextFree.find((t) => t.shopId === shop.id)
          }
        />
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
