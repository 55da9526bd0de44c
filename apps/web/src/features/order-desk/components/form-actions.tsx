import { Alert, Button, Group, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The API's refusal of a calendar action, in its own words (nothing when there is none). */
export function ActionError({
  error,
  testId,
  children,
}: {
  error: Error | null;
  testId: string;
  /** What the shop may do about it (a retry button). */
  children?: ReactNode;
}) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {error.message}
      {children}
    </Alert>
  );
}

/** Props of {@link ConfirmButtons}: the confirming button's, plus the way back. */
export type ConfirmButtonsProps = ButtonProps & {
  onBack: () => void;
  /** `返回` unless told. */
  backLabel?: string;
  onClick: () => void;
  'data-testid': string;
  children: ReactNode;
};

/** A form's last line: back on the left of the confirming action, both to the right. */
export function ConfirmButtons({ onBack, backLabel = '返回', ...confirm }: ConfirmButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onBack}>
        {backLabel}
      </Button>
      <Button {...confirm} />
    </Group>
  );
}

/** A question (or a field) to settle before an action, then back / confirm. */
export function ConfirmStep({
  children,
  label,
  ...buttons
}: Omit<ConfirmButtonsProps, 'children'> & { children: ReactNode; label: string }) {
  return (
    <Stack gap="xs">
      {children}
      <ConfirmButtons {...buttons}>{label}</ConfirmButtons>
    </Stack>
  );
}
