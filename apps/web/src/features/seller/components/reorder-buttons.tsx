import { ActionIcon, Group } from '@mantine/core';

/** ↑ and ↓ buttons that move an item one place; disabled at the ends and while saving. */
export function ReorderButtons({
  index,
  count,
  busy,
  onMove,
  label,
}: {
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  /** What is moved, for screen readers, e.g. the group's name. */
  label: string;
}) {
  return (
    <Group gap={0} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`${label}上移`}
        disabled={index === 0 || busy}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`${label}下移`}
        disabled={index === count - 1 || busy}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </ActionIcon>
    </Group>
  );
}

/** The ids of a list after moving one item from `from` to `to`. */
export function movedIds(items: readonly { id: number }[], from: number, to: number): number[] {
  const ids = items.map((i) => i.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}
