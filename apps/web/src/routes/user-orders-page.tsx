import { MyOrdersSection } from './my-orders-section';
import { SignedInPage } from './signed-in-page';

/**
 * `/user/orders`: 我的預約, the signed-in customer's orders at every shop (`?tab=` past or
 * cancelled). A card's cancel and reschedule open the order page's own dialogs; what they did is
 * confirmed on screen and the lists are fetched again.
 */
export default function UserOrdersPage() {
  return (
    <SignedInPage title="我的預約" description="登入後即可查看與管理您在各店家的預約。" size="sm">
      <MyOrdersSection />
    </SignedInPage>
  );
}
