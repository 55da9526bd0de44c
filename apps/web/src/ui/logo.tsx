import { Group, Text } from '@mantine/core';

/** The 好約 mark: calendar-with-check icon plus the wordmark. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--mantine-color-coral-7)" />
        <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <rect x="14" y="18" width="36" height="32" rx="6" />
          <path d="M14 28h36" strokeLinecap="butt" />
          <path d="M24 12v10M40 12v10M25 38.5l5 5 9-10" />
        </g>
      </svg>
      <Text component="span" fw={800} fz={size * 0.7} c="coral.9" lh={1}>
        好約
      </Text>
    </Group>
  );
}
