import { Button, Skeleton, Stack, Text } from '@mantine/core';

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

/** 「載入更多」 while a paged list has more, else its total. */
export function LoadMore({
  hasMore,
  loading,
  total,
  onMore,
  testId,
}: {
  hasMore: boolean;
  loading: boolean;
  total: number;
  onMore: () => void;
  testId: string;
}) {
  return hasMore ? (
    <Button variant="default" onClick={onMore} loading={loading} data-testid={testId}>
      載入更多
    </Button>
  ) : (
    <Text size="xs" c="dimmed" ta="center">
      共 {total} 筆
    </Text>
  );
}
