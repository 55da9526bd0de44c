import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import deferredClasses from './deferred.module.css';

/** Props of {@link SectionTitle}. */
export interface SectionTitleProps {
  title: ReactNode;
  /** Under the title, dimmed. */
  subtitle?: ReactNode;
  /** How large the title reads: a page's sections `h3`, a settings panel's `h4`. */
  size: 'h3' | 'h4';
  /** Space between the title and the line under it. */
  gap: number;
}

/** The title of a section (an h2), with a dimmed line under it when there is one. */
export function SectionTitle({ title, subtitle, size, gap }: SectionTitleProps) {
  return (
    <Stack gap={gap}>
      <Title order={2} size={size}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}

/** Props of {@link Section}. */
export interface SectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown on the right of the title, e.g. a "see all" link. */
  action?: ReactNode;
  id?: string;
  children: ReactNode;
  'data-testid'?: string;
  /**
   * Below a phone's first screen: laid out and painted only once scrolled near
   * (`content-visibility: auto`), so a long page's first layout covers what is on screen. It
   * stays in the accessibility tree and in find-in-page; its real height is remembered once
   * rendered (the browser's scroll anchoring absorbs the difference from the estimate).
   */
  deferred?: boolean;
}

/** A titled block of a page. */
export function Section({
  title,
  subtitle,
  action,
  id,
  children,
  deferred = false,
  ...rest
}: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      data-testid={rest['data-testid']}
      py={{ base: 'md', sm: 'lg' }}
      className={deferred ? deferredClasses.deferred : undefined}
    >
      <Group justify="space-between" align="flex-end" mb="md" wrap="nowrap" gap="sm">
        <SectionTitle title={title} subtitle={subtitle} size="h3" gap={4} />
        {action}
      </Group>
      {children}
    </Box>
  );
}
