import content from '../features/marketing/content/line-pay.json';
import { MarketingPage } from '../ui/marketing/marketing-page';

/** LINE Pay prepayments: deposits that cut no-shows. */
export default function LinePayLandingPage() {
  return <MarketingPage content={content} />;
}
