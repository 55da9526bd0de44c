import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link RecordSection}. */
export interface RecordSectionProps {
  /** The section's heading (an h2), e.g. 儲值金, 套票. */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One section of a record page (a customer's stored value, vouchers, tags …): a titled card. */
export function RecordSection({ title, actions, testId, children }: RecordSectionProps) {
  const heading = (
    <Text component="h2" fw={600} size="lg">
      {title}
    </Text>
  );
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" gap="xs">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
