import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  /** A link back up, e.g. to the list a settings page belongs to. */
  back?: { href: string; label: string };
  children: ReactNode;
}

/** The frame of a dashboard page: title, actions and content at a readable width. */
export function DashboardPage({ title, description, actions, back, children }: DashboardPageProps) {
  usePageTitle(`${title}｜商家後台`);
  return (
    <Box maw={960} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          {back && (
            <Anchor component={Link} to={back.href} size="sm">
              ← {back.label}
            </Anchor>
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
