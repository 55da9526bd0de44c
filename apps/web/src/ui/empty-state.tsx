import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconSearch } from './icons';
import { StatusIcon } from './status-icon';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Follow-up actions, e.g. a "clear filters" button. */
  children?: ReactNode;
}

/** A friendly message for a list with nothing in it. */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <StatusIcon>{icon ?? <IconSearch size={28} />}</StatusIcon>
      <Title order={3} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
