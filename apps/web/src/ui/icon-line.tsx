import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link IconLine}. */
export interface IconLineProps {
  icon: ReactNode;
  /** Text that may wrap: the icon stays beside its first line. */
  multiline?: boolean;
  children: ReactNode;
}

/** A line of text led by a dimmed icon, e.g. a shop's address or phone number. */
export function IconLine({ icon, multiline = false, children }: IconLineProps) {
  return (
    <Group gap={6} wrap="nowrap" {...(multiline ? { align: 'flex-start' } : {})}>
      <Box c="dimmed" {...(multiline ? { mt: 3 } : {})}>
        {icon}
      </Box>
      {children}
    </Group>
  );
}
