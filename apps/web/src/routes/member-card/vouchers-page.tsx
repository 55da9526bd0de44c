import { VoucherPanel } from '../../features/member-card/components/voucher-panel';
import { useMemberCardRecord } from './member-card-context';

/** 套票: the customer's vouchers by tab, sessions left, covered services, history. */
export default function MemberCardVouchersPage() {
  return <VoucherPanel customerId={useMemberCardRecord().id} />;
}
