import { MemberCardList } from '../../features/member-card/components/member-card-list';
import { SignedInPage } from '../signed-in-page';

/** `/user/member-card`: 會員卡, one card per seller the signed-in user is a customer of. */
export default function MemberCardsPage() {
  return (
    <SignedInPage
      title="會員卡"
      description="登入後即可查看您在各店家的會員卡、儲值金、套票與優惠券。"
      size="sm"
    >
      <MemberCardList />
    </SignedInPage>
  );
}
