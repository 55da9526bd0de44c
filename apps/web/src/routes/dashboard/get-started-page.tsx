import { GetStartedWizard } from '../../features/shops/components/get-started-wizard';
import { ErrorState } from '../../ui/error-state';
import { useShopPlaceOptions } from './use-shop-place-options';

/**
 * `/dashboard/get-started`: seller sign-up, the first-shop wizard. The layout shows it signed in
 * only, without the dashboard's navigation (there may be no seller yet).
 */
export default function GetStartedPage() {
  const place = useShopPlaceOptions();
  if (place.failed) return <ErrorState onRetry={place.retry} retrying={place.retrying} />;
  return <GetStartedWizard place={place.options} />;
}
