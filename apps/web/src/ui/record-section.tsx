import { Card, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link RecordSection}. */
export interface RecordSectionProps {
  /** The section's heading (an h2), e.g. 儲值金, 套票. */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** `card` (default): a bordered card; `plain`: heading and content on the page itself. */
  variant?: 'card' | 'plain';
  /** Space above a plain section. */
  mt?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}

/** One section of a record page (a customer's stored value, vouchers, tags …): a titled card. */
export function RecordSection({
  title,
  actions,
  variant = 'card',
  mt,
  testId,
  children,
}: RecordSectionProps) {
  const heading = (
    <Text component="h2" fw={600} size="lg">
      {title}
    </Text>
  );
  const head = actions ? (
    <Group justify="space-between" gap="xs">
      {heading}
      {actions}
    </Group>
  ) : (
    heading
  );
  if (variant === 'plain') {
    return (
      <Stack gap="xs" mt={mt} data-testid={testId}>
        {head}
        {children}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="md">
        {head}
        {children}
      </Stack>
    </Card>
  );
}
