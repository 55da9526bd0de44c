import { MemberConsentPanel } from '../../features/consent/components/member-consent-panel';
import { useMemberCardRecord } from './member-card-context';

/** 同意書: the forms upcoming visits still need, and those filled (to view or correct). */
export default function MemberCardConsentFormsPage() {
  return <MemberConsentPanel customerId={useMemberCardRecord().id} />;
}
