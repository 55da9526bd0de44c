import { Anchor, Group } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { SellerResponse } from '../../features/consent/components/seller-response';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { NotFoundContent } from '../../ui/not-found-content';

/** Back to where the response was opened from (the calendar, a customer), else the forms. */
function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router names the first entry of a visit `default`: there is nothing to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <Group gap="md">
      {canGoBack ? (
        <Anchor component="button" type="button" size="sm" onClick={() => navigate(-1)}>
          ← 返回
        </Anchor>
      ) : (
        <Anchor component={Link} to={paths.dashboardConsentForms.getHref()} size="sm">
          ← 同意書
        </Anchor>
      )}
    </Group>
  );
}

/** `/dashboard/consent-form-responses/{responseId}` (customers.work): one filled 同意書. */
export default function ConsentResponsePage() {
  const { seller, shop } = useDashboard();
  const responseId = Number(useParams().responseId);
  const valid = Number.isInteger(responseId) && responseId > 0;
  return (
    <RequirePermission permission="customers.work">
      {valid ? (
        <SellerResponse
          key={`${seller.id}-${responseId}`}
          sellerId={seller.id}
          responseId={responseId}
          timeZone={shop?.timeZone ?? 'Asia/Taipei'}
          back={<BackLink />}
        />
      ) : (
        <NotFoundContent title="找不到這份同意書紀錄" />
      )}
    </RequirePermission>
  );
}
