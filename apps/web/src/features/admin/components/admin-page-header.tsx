import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin page's title (the h1), a line under it, and its actions beside it. */
export function AdminPageHeader({
  title,
  subtitle,
  badges,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Title order={1} size="h2">
            {title}
          </Title>
          {badges}
        </Group>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** A label and its value, as a record's fields are listed. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A record's id at the right of its card's name line. */
export function IdNote({ id }: { id: number }) {
  return (
    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
      ID {id}
    </Text>
  );
}
