import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TBillingNotice } from '@haoyue/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBillingNotices } from '../api/billing';

const NOTICE_COLORS: Record<TBillingNotice['kind'], string> = {
  TRIAL_ENDING: 'blue',
  RENEWAL_FAILED: 'orange',
  GRACE: 'orange',
  PAUSED: 'red',
};

/**
 * The dashboard's banner about licences needing attention (trial ending, renewal failed, grace,
 * paused), for every member; the owner (who may pay) gets one 前往付款 button.
 */
export function BillingNoticesBanner({ sellerId, mayPay }: { sellerId: number; mayPay: boolean }) {
  const notices = useBillingNotices(sellerId);
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const worst = list.some((n) => n.kind === 'PAUSED')
    ? 'PAUSED'
    : list.some((n) => n.kind !== 'TRIAL_ENDING')
      ? 'GRACE'
      : 'TRIAL_ENDING';
  return (
    <Alert
      color={NOTICE_COLORS[worst]}
      variant="light"
      mb="md"
      title="授權提醒"
      data-testid="billing-notices"
    >
      <Stack gap="xs" align="flex-start">
        {list.map((notice) => (
          <Text key={`${notice.shopId}-${notice.kind}`} size="sm" data-testid="billing-notice">
            {notice.message}
          </Text>
        ))}
        {mayPay && (
          <Button
            component={Link}
            to={paths.dashboardLicense.getHref()}
            size="xs"
            data-testid="billing-notices-pay"
          >
            前往付款
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
