import { Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while a list loads. */
export function ListSkeleton({ count = 3, height = 120 }: { count?: number; height?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="載入中">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </Stack>
  );
}
