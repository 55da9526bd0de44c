import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card in a list of records that opens one: its name in bold (cut short when long) with a
 * short note at the right (`aside`: an id, a phone number), and its other lines under them.
 */
export function LinkCard({
  to,
  title,
  aside,
  gap = 4,
  testId,
  children,
}: {
  to: string;
  title: ReactNode;
  aside: ReactNode;
  /** Space between the lines. */
  gap?: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="sm" component={Link} to={to} data-testid={testId}>
      <Stack gap={gap}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {title}
          </Text>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
