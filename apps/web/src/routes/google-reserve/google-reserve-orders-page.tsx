import { MyOrdersSection } from '../my-orders-section';
import { SignedInPage } from '../signed-in-page';

/**
 * `/google-reserve-user/orders`: 我的 Google 預約, the orders the user booked through Google
 * (`?tab=` past or cancelled), with the same cards, reschedule and cancel as 我的預約.
 */
export default function GoogleReserveOrdersPage() {
  return (
    <SignedInPage
      title="我的 Google 預約"
      description="登入後即可查看與管理您透過 Google 預約的訂單。"
      size="sm"
    >
      <MyOrdersSection source="GOOGLE" />
    </SignedInPage>
  );
}
