import { PricingPlans } from '../features/marketing/components/pricing-plans';
import content from '../features/marketing/content/seller-landing.json';
import { MarketingPage } from '../ui/marketing/marketing-page';

/** Why shops should take bookings with 好約 instead of messages and paper. */
export default function LandingPage() {
  return <MarketingPage content={content} blocks={{ pricing: <PricingPlans /> }} />;
}
