import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import {
  IconBell,
  IconCalendar,
  IconChart,
  IconGift,
  IconMapPin,
  IconMessage,
  IconSearch,
  IconShieldCheck,
  IconStore,
  IconUsers,
  IconWallet,
  IconWorld,
  type IconProps,
} from '../icons';

/** The icons a selling point may name in its content. */
const FEATURE_ICONS: Record<string, ComponentType<IconProps>> = {
  bell: IconBell,
  calendar: IconCalendar,
  chart: IconChart,
  gift: IconGift,
  mapPin: IconMapPin,
  message: IconMessage,
  search: IconSearch,
  shieldCheck: IconShieldCheck,
  store: IconStore,
  users: IconUsers,
  wallet: IconWallet,
  world: IconWorld,
};

/** One selling point; `icon` names one of the feature icons (e.g. "calendar"). */
export interface Feature {
  icon: string;
  title: string;
  description: string;
}

function FeatureIcon({ name }: { name: string }) {
  const Icon = FEATURE_ICONS[name];
  if (!Icon) throw new Error(`No feature icon is named "${name}"`);
  return <Icon size={24} />;
}

/** Selling points as cards, one column on phones and three on desktop. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {features.map((f) => (
        <Paper key={f.title} withBorder radius="lg" p="lg">
          <ThemeIcon size={44} radius="md" variant="light" mb="md">
            <FeatureIcon name={f.icon} />
          </ThemeIcon>
          <Title order={3} size="h5" mb={6}>
            {f.title}
          </Title>
          <Text size="sm" c="dimmed" lh={1.7}>
            {f.description}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
