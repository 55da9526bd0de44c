import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionTitle } from '../section';

/** Props of {@link PanelSection}. */
export interface PanelSectionProps {
  title: ReactNode;
  /** Under the title, dimmed. */
  hint?: ReactNode;
  /** Under the content, in red (a section-wide validation message). */
  error?: string;
  testId?: string;
  children: ReactNode;
}

/** A titled part of a settings page: title, hint, content, and its error if any. */
export function PanelSection({ title, hint, error, testId, children }: PanelSectionProps) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <SectionTitle title={title} subtitle={hint} size="h4" gap={0} />
      {children}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
