import { Badge } from '@mantine/core';

/** Props of {@link StateBadge}. */
export interface StateBadgeProps<S extends string> {
  state: S;
  /** The chip's colour for each state. */
  colors: Record<S, string>;
  /** Its words for each state, e.g. a contract's zh-TW labels. */
  labels: Record<S, string>;
  testId?: string;
}

/**
 * Where something stands (a payment, a push message, a licence) as a light chip at the end of
 * its line, never squeezed narrower than its words by a long name beside it.
 */
export function StateBadge<S extends string>({
  state,
  colors,
  labels,
  testId,
}: StateBadgeProps<S>) {
  return (
    <Badge color={colors[state]} variant="light" style={{ flexShrink: 0 }} data-testid={testId}>
      {labels[state]}
    </Badge>
  );
}
