import { Badge, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type TShop, formatPhoneNumber } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { firstImageUrl } from '../../../lib/shop-images';
import { AvatarImage } from '../../../ui/avatar-image';
import { IconLine } from '../../../ui/icon-line';
import { IconMapPin, IconPhone } from '../../../ui/icons';
import { ShopImage } from '../../../ui/shop-image';
import { mapsUrl } from '../../../lib/maps-url';
import { telUrl } from '../../../lib/tel-url';
import classes from './shop-header.module.css';
import sectionClasses from './shop-sections.module.css';

/** Props of {@link ShopHeader}. */
export interface ShopHeaderProps {
  shop: TShop;
  /** Buttons beside the avatar (the page adds the favourite toggle). */
  actions?: ReactNode;
}

/** Top of the shop page: cover, avatar, name (the page's `<h1>`), industry, city and address. */
export function ShopHeader({ shop, actions }: ShopHeaderProps) {
  const cover = firstImageUrl(shop.images, 'COVER');
  const avatar = firstImageUrl(shop.images, 'AVATAR');
  return (
    <Box>
      <div className={classes.cover}>
        <ShopImage
          src={cover}
          name={shop.displayName}
          alt={`${shop.displayName} 封面`}
          loading="eager"
          // The page's width, at most Mantine's lg container.
          sizes="(min-width: 75em) 1140px, 100vw"
        />
      </div>
      <Stack gap="xs" px={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <AvatarImage
            src={avatar}
            name={shop.displayName}
            alt={`${shop.displayName} 大頭貼`}
            size={96}
            className={classes.avatar}
          />
          {actions}
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.3}>
          {shop.displayName}
        </Title>
        <Group gap={6}>
          {shop.industry && <Badge variant="light">{shop.industry.name}</Badge>}
          {shop.city && <Badge variant="default">{shop.city.name}</Badge>}
        </Group>
        <IconLine icon={<IconMapPin size={16} />} multiline>
          <Text size="sm">
            {shop.address}{' '}
            <a
              href={mapsUrl(shop.latitude, shop.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={sectionClasses.link}
            >
              在地圖上開啟
            </a>
          </Text>
        </IconLine>
        {shop.phoneNumber && (
          <IconLine icon={<IconPhone size={16} />}>
            <Text size="sm">
              <a href={telUrl(shop.phoneNumber)} className={sectionClasses.link}>
                {formatPhoneNumber(shop.phoneNumber)}
              </a>
            </Text>
          </IconLine>
        )}
      </Stack>
    </Box>
  );
}

/** Placeholder with the shape of {@link ShopHeader}, so the page does not jump when data lands. */
export function ShopHeaderSkeleton() {
  return (
    <Box aria-hidden="true">
      <Skeleton className={classes.cover} radius={0} />
      <Stack gap="xs" px={{ base: 'md', sm: 'lg' }} mt="md">
        <Skeleton height={32} width="60%" />
        <Skeleton height={18} width="30%" />
        <Skeleton height={16} width="80%" />
      </Stack>
    </Box>
  );
}
