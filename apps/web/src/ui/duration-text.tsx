import { Group, Text, type TextProps } from '@mantine/core';
import { formatDuration } from '../lib/duration';
import { IconClock } from './icons';

/** Props of {@link DurationText}. */
export interface DurationTextProps extends TextProps {
  minutes: number;
}

/** A service duration with a clock icon, e.g. `1 小時 30 分鐘`. */
export function DurationText({ minutes, ...rest }: DurationTextProps) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" component="span">
      <IconClock size={15} />
      <Text component="span" size="sm" {...rest}>
        {formatDuration(minutes)}
      </Text>
    </Group>
  );
}
