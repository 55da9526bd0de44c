import { AppRedirect } from '../features/buyer-app/components/app-redirect';

/** `/buyer-app-redirect`: a phone goes to the buyer app (or its store); elsewhere, a page about it. */
export default function BuyerAppRedirectPage() {
  return <AppRedirect kind="buyer" />;
}
