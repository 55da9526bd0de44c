import { DepositoryPanel } from '../../features/member-card/components/depository-panel';
import { useMemberCardRecord } from './member-card-context';

/** 儲值金: each stored-value account's balance, expiry and history. */
export default function MemberCardDepositoriesPage() {
  return <DepositoryPanel customerId={useMemberCardRecord().id} />;
}
