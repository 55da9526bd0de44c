import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

/** Props of {@link SettingsCard}. */
export interface SettingsCardProps {
  /** The card's heading (an h2), e.g. 匯款帳戶, 連線測試. */
  title: ReactNode;
  /** A button on the right of the heading. */
  action?: ReactNode;
  /** Space between the heading and the settings under it. */
  gap?: MantineSpacing;
  testId?: string;
  /**
   * Makes the card a form: the props of the <form> around its heading and settings. The form's
   * own hook checks it (lib/use-contract-form), never the browser's constraint validation.
   */
  form?: ComponentProps<'form'> & { 'data-testid'?: string };
  children: ReactNode;
}

/** One group of a settings page (線上付款方式, 退款規則 …): a bordered card under its heading. */
export function SettingsCard({
  title,
  action,
  gap = 'sm',
  testId,
  form,
  children,
}: SettingsCardProps) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  const body = (
    <Stack gap={gap}>
      {action ? (
        <Group justify="space-between" gap="xs">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      {form ? (
        <form noValidate {...form}>
          {body}
        </form>
      ) : (
        body
      )}
    </Card>
  );
}
