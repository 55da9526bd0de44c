import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link Section}. */
export interface SectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown on the right of the title, e.g. a "see all" link. */
  action?: ReactNode;
  id?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled block of a page. */
export function Section({ title, subtitle, action, id, children, ...rest }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      data-testid={rest['data-testid']}
      py={{ base: 'md', sm: 'lg' }}
    >
      <Group justify="space-between" align="flex-end" mb="md" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      {children}
    </Box>
  );
}
