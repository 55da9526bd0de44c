import { CustomerCard } from '../../features/member-card/components/customer-card';
import { useMemberCardRecord } from './member-card-context';

/** The customer card (empty path): name, member number, QR code, balances, next booking. */
export default function MemberCardPage() {
  const record = useMemberCardRecord();
  // Rendered in the browser once signed in; the server never has a token to get this far.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <CustomerCard record={record} origin={origin} />;
}
