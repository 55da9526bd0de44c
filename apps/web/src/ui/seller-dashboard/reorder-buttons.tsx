import { ActionIcon, Group } from '@mantine/core';

// Lists move items up and down (↑ ↓, named after the item); the gallery moves them along its
// row (← →, 往前移 / 往後移).
const LAYOUTS = {
  column: { arrows: ['↑', '↓'], words: ['上移', '下移'], color: 'gray', gap: 0 },
  row: { arrows: ['←', '→'], words: ['往前移', '往後移'], color: undefined, gap: 2 },
} as const;

/** Buttons that move an item one place back or forward; disabled at the ends and while saving. */
export function ReorderButtons({
  index,
  count,
  busy,
  onMove,
  label = '',
  layout = 'column',
}: {
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  /** What is moved, for screen readers, e.g. the group's name. */
  label?: string;
  layout?: keyof typeof LAYOUTS;
}) {
  const { arrows, words, color, gap } = LAYOUTS[layout];
  return (
    <Group gap={gap} wrap="nowrap">
      {([-1, 1] as const).map((step, i) => {
        const to = index + step;
        return (
          <ActionIcon
            key={step}
            variant="subtle"
            color={color}
            size="sm"
            aria-label={`${label}${words[i]}`}
            disabled={to < 0 || to >= count || busy}
            onClick={() => onMove(index, to)}
          >
            {arrows[i]}
          </ActionIcon>
        );
      })}
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
