import { Button, type ButtonVariant, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconSearch } from './icons';
import { StatusIcon } from './status-icon';

/** A page an empty state points to next, as a button. */
export interface EmptyStateLink {
  label: string;
  to: string;
  /** Filled unless said (`light`, `default` for a quieter way out). */
  variant?: ButtonVariant;
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Where to go from here, as buttons side by side (探索店家, 回到首頁 …). */
  links?: readonly EmptyStateLink[];
  /** Other follow-up actions, e.g. a "clear filters" button. */
  children?: ReactNode;
  testId?: string;
}

/** A friendly message for a list with nothing in it (or a page with nothing to show). */
export function EmptyState({ title, description, icon, links, children, testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid={testId}>
      <StatusIcon>{icon ?? <IconSearch size={28} />}</StatusIcon>
      <Title order={3} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      )}
      {links && links.length > 0 && (
        <Group justify="center">
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant={link.variant}>
              {link.label}
            </Button>
          ))}
        </Group>
      )}
      {children}
    </Stack>
  );
}
