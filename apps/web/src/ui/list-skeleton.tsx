import { Skeleton, Stack, type MantineRadius, type MantineSpacing } from '@mantine/core';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** How many cards stand in for the list. */
  count: number;
  /** Each card's height, in px: about the height of the cards to come. */
  height: number;
  gap?: MantineSpacing;
  /** The cards' corners: `lg` unless the cards to come have others. */
  radius?: MantineRadius;
}

/** Placeholder cards while a list of cards loads, said to be loading (載入中). */
export function ListSkeleton({ count, height, gap = 'sm', radius = 'lg' }: ListSkeletonProps) {
  return (
    <Stack gap={gap} role="status" aria-label="載入中">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </Stack>
  );
}
