import { PricingPlans } from '../features/marketing/components/pricing-plans';
import { StartSellingButton } from './start-selling-button';
import content from '../features/marketing/content/seller-landing.json';
import { MarketingPage } from '../ui/marketing/marketing-page';

/** Why shops should take bookings with 好約 instead of messages and paper. */
export default function LandingPage() {
  return (
    <MarketingPage
      content={content}
      blocks={{
        pricing: (
          <PricingPlans
            action={(plan) => (
              <StartSellingButton
                label="免費開始"
                aria-label={`以${plan.name}免費開始`}
                fullWidth
                mt="auto"
                testId="plan-start"
              />
            )}
          />
        ),
      }}
      actions={{ start: StartSellingButton }}
    />
  );
}
