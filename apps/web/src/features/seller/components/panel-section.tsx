import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
