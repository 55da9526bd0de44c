import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginDialog } from '../../features/identity/hooks/use-login-dialog';
import { paths } from '../../config/paths';
import { useAuthToken } from '../../lib/auth-token';
import { usePageTitle } from '../../lib/use-page-title';
import { PageContainer } from '../../ui/page-container';
import { PageLoader } from '../../ui/page-loader';

/** Where the query sends the visitor inside the area, or null when it names nowhere. */
function targetOf(params: URLSearchParams, signedIn: boolean): string | null {
  const urlSlug = params.get('urlSlug')?.trim();
  if (urlSlug) {
    const serviceId = Number(params.get('serviceId'));
    return paths.googleReserveBooking.getHref(
      urlSlug,
      Number.isSafeInteger(serviceId) && serviceId > 0 ? serviceId : undefined,
    );
  }
  const orderKey = params.get('orderKey')?.trim();
  if (orderKey) return paths.googleReserveUserOrder.getHref(orderKey);
  const to = params.get('to');
  if (to === 'orders') return paths.googleReserveUserOrders.getHref();
  if (to === 'profile') return paths.googleReserveUserProfile.getHref();
  return signedIn ? paths.googleReserveUserOrders.getHref() : null;
}

/**
 * `/google-reserve-redirect`: lands a Google user in the right place of the area: `urlSlug`
 * (a shop's booking, `serviceId` preselected), `orderKey` (an order), `to=orders|profile`;
 * without any, the orders when signed in, else what the area is and a sign-in.
 */
export default function GoogleReserveRedirectPage() {
  const [params] = useSearchParams();
  const token = useAuthToken();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  usePageTitle('Google 預約');
  const target = targetOf(params, token !== null);
  // In an effect: the server renders this page signed out, and the browser then moves on.
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
  if (target) return <PageLoader />;
  return (
    <PageContainer size="sm">
      <Stack gap="md" data-testid="google-redirect-welcome">
        <Title order={1} size="h2">
          Google 預約
        </Title>
        <Text>
          在 Google 搜尋或 Google 地圖找到店家後，點「預約」即可在這裡選服務、挑時間完成預約。
        </Text>
        <Text c="dimmed" size="sm">
          已經透過 Google 預約過了嗎？登入後即可查看、改期或取消您的預約。
        </Text>
        <Button
          onClick={async () => {
            if ((await openLoginDialog({})) === 'ok') {
              void navigate(paths.googleReserveUserOrders.getHref(), { replace: true });
            }
          }}
          data-testid="google-redirect-sign-in"
        >
          登入查看我的 Google 預約
        </Button>
      </Stack>
    </PageContainer>
  );
}
