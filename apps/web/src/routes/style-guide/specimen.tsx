import { Group, type MantineSpacing, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Section } from '../../ui/section';

type Gap = MantineSpacing | number;

/**
 * Links inside a sample (a shop card) go nowhere from the guide: a click is kept from navigating,
 * so nothing on the page leaves it or changes anything.
 */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
};

/**
 * A labelled sample: what it is (the component or token, in code font), when to use it, and the
 * sample itself, its parts laid out in a `row` or a `column` with that gap if one is given.
 */
export function Specimen({
  label,
  use,
  row,
  column,
  children,
}: {
  label: string;
  /** When to reach for it, in one sentence. */
  use?: ReactNode;
  row?: Gap;
  column?: Gap;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="style-guide-specimen">
      <Text size="xs" c="dimmed" ff="monospace">
        {label}
      </Text>
      {use && (
        <Text size="sm" mt={2}>
          {use}
        </Text>
      )}
      <div onClickCapture={stayOnPage} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        {row !== undefined ? (
          <Group gap={row}>{children}</Group>
        ) : column !== undefined ? (
          <Stack gap={column}>{children}</Stack>
        ) : (
          children
        )}
      </div>
    </Paper>
  );
}

/** A titled part of the guide: its specimens stacked, or two abreast from `sm` up with `grid`. */
export function GuideSection({
  id,
  title,
  subtitle,
  grid,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} subtitle={subtitle} data-testid={`style-guide-${id}`}>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="md">{children}</Stack>
      )}
    </Section>
  );
}
