import { Group, Stack, type GroupProps, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ListRow}: its `data-*` attributes go on the row. */
export interface ListRowProps {
  /** What the row is about: its lines, one under the other; they wrap before `end` is squeezed. */
  children: ReactNode;
  /** On the right: the row's state (a badge) or what to do with it (a link, a button). */
  end?: ReactNode;
  /** Space between the lines: none unless given. */
  lineGap?: MantineSpacing | number;
  /** Space between the lines and `end`. */
  gap?: MantineSpacing;
  /** Where `end` stands against the lines: at their top unless given. */
  align?: GroupProps['align'];
  [data: `data-${string}`]: string | number | undefined;
}

/**
 * A row of a short list (a payment, a consent form): its lines on the left and its state or
 * action on the right, on one line however narrow the screen.
 */
export function ListRow({
  children,
  end,
  lineGap = 0,
  gap = 'xs',
  align = 'flex-start',
  ...data
}: ListRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" align={align} gap={gap} {...data}>
      <Stack gap={lineGap} style={{ minWidth: 0 }}>
        {children}
      </Stack>
      {end}
    </Group>
  );
}
