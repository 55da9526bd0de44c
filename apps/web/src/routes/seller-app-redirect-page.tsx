import { AppRedirect } from '../features/buyer-app/components/app-redirect';

/** `/seller-app-redirect`: a phone goes to the seller app (or its store); elsewhere, a page about it. */
export default function SellerAppRedirectPage() {
  return <AppRedirect kind="seller" />;
}
