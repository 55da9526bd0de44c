import content from '../features/marketing/content/google-reserve.json';
import { MarketingPage } from '../ui/marketing/marketing-page';

/** Reserve with Google: customers book straight from Google Search and Maps. */
export default function GoogleReserveLandingPage() {
  return <MarketingPage content={content} />;
}
