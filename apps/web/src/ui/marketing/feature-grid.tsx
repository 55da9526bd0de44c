import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One selling point. */
export interface Feature {
  icon: ReactNode;
  title: string;
  description: string;
}

/** Selling points as cards, one column on phones and three on desktop. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {features.map((f) => (
        <Paper key={f.title} withBorder radius="lg" p="lg">
          <ThemeIcon size={44} radius="md" variant="light" mb="md">
            {f.icon}
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
