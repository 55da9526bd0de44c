import { Badge } from '@mantine/core';
import { REVIEW_STATUS_LABELS, type TReviewStatus } from '@haoyue/contracts';

const COLORS: Record<TReviewStatus, string> = {
  PENDING: 'orange',
  APPROVED: 'teal',
  REJECTED: 'red',
  SUSPENDED: 'gray',
  CLOSED: 'gray',
};

/**
 * A shop's review state as a chip: 待審核 / 已上架 / 已退回 / 已停用 (decision 022); its seller
 * reads a pending shop as 審核中.
 */
export function ReviewStatusBadge({
  status,
  seller = false,
  size = 'md',
}: {
  status: TReviewStatus;
  seller?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size} data-testid="review-status">
      {seller && status === 'PENDING' ? '審核中' : REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
