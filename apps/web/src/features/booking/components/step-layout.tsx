import { ActionIcon, Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronRight } from '../../../ui/icons';
import classes from './booking.module.css';

/** Props of {@link StepLayout}. */
export interface StepLayoutProps {
  step: string;
  /** 1-based position and count, for the progress bar. */
  index: number;
  count: number;
  title: string;
  /** One line recalling what was chosen so far. */
  recap?: ReactNode;
  onBack?: () => void;
  /** The step's main action, kept at the bottom of the screen. */
  action?: ReactNode;
  children: ReactNode;
}

/** One step of the booking: progress, title, what was chosen so far, content and its action. */
export function StepLayout({
  step,
  index,
  count,
  title,
  recap,
  onBack,
  action,
  children,
}: StepLayoutProps) {
  return (
    <Box data-testid="booking-step" data-step={step}>
      <Stack gap="xs" mb="lg">
        <Progress
          value={(index / count) * 100}
          size="sm"
          radius="xl"
          aria-label={`第 ${index} 步，共 ${count} 步`}
        />
        <Group gap="xs" wrap="nowrap" align="center">
          {onBack && (
            <ActionIcon variant="subtle" size="lg" aria-label="上一步" onClick={onBack} ml={-8}>
              <IconChevronRight style={{ transform: 'rotate(180deg)' }} />
            </ActionIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              步驟 {index} / {count}
            </Text>
            <Title order={2} size="h3">
              {title}
            </Title>
          </div>
        </Group>
        {recap && (
          <Text size="sm" c="dimmed" data-testid="booking-recap">
            {recap}
          </Text>
        )}
      </Stack>
      {children}
      {action && <div className={classes.actionBar}>{action}</div>}
    </Box>
  );
}

/** A step's main action: a large full-width button for the bottom bar. */
export function StepButton(
  props: ButtonProps & { onClick: () => void; 'data-testid': string; children: ReactNode },
) {
  return <Button size="md" fullWidth {...props} />;
}
