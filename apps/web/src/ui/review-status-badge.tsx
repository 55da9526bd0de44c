import { Badge } from '@mantine/core';
import { REVIEW_STATUS_LABELS, type TReviewStatus } from '@haoyue/contracts';

const COLORS: Record<TReviewStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  SUSPENDED: 'gray',
  CLOSED: 'gray',
};

/** A shop's review state as a chip: 待審核 / 已上架 / 已退回 / 已停用 (decision 021). */
export function ReviewStatusBadge({ status }: { status: TReviewStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="review-status">
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
