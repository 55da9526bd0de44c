import { PricingPlans } from '../features/marketing/components/pricing-plans';
import {
  audiences,
  comparison,
  faq,
  features,
  steps,
} from '../features/marketing/content/seller-landing';
import { usePageTitle } from '../lib/use-page-title';
import { ComparisonTable } from '../ui/marketing/comparison-table';
import { FeatureGrid } from '../ui/marketing/feature-grid';
import { MarketingPage } from '../ui/marketing/marketing-page';
import { StepList } from '../ui/marketing/step-list';
import { paths } from '../config/paths';

/** Why shops should take bookings with 好約 instead of messages and paper. */
export default function LandingPage() {
  usePageTitle(
    '好約商家版：線上預約與預約管理系統',
    '美髮、美甲、美睫、美容 SPA 與按摩店家的線上預約系統：24 小時接受預約、不再重複預約、LINE 通知、LINE Pay 預付訂金、會員儲值與多店多人管理。',
  );
  return (
    <MarketingPage
      hero={{
        eyebrow: '好約商家版',
        title: '讓預約自己找上門，你只要專心做好服務',
        description:
          '美髮、美甲、美睫、美容 SPA 與按摩店家的線上預約系統。24 小時接受預約、自動排開重複時段、LINE 通知與預付訂金，一個人的工作室和整個團隊都適用。',
        actions: [
          { label: '查看方案與價格', href: '#pricing' },
          { label: '了解 LINE Pay 預付', to: paths.linePayLanding.getHref() },
        ],
        highlights: ['免安裝 App', '手機就能管理', 'LINE 即時通知'],
      }}
      sections={[
        {
          title: '還在用 LINE 訊息和紙本預約簿？',
          subtitle: '每天花在回訊息、對時間、提醒顧客的時間，其實可以拿來多服務一位客人。',
          content: <ComparisonTable rows={comparison} />,
        },
        {
          title: '好約幫你做的事',
          subtitle: '從接預約到收訂金、管會員，一套搞定。',
          content: <FeatureGrid features={features} />,
        },
        { title: '適合各種規模的店家', content: <FeatureGrid features={audiences} /> },
        { title: '四個步驟開始接預約', content: <StepList steps={steps} /> },
        {
          id: 'pricing',
          title: '方案與價格',
          subtitle: '依店家數與服務人員數選擇方案，按月計費。',
          content: <PricingPlans />,
        },
      ]}
      faq={faq}
      cta={{
        title: '把預約交給好約，把時間留給顧客',
        description:
          '串接 Google 預約讓新客在搜尋時就找到你，搭配 LINE Pay 預付訂金，空檔與爽約都變少。',
        actions: [
          { label: 'Google 預約介紹', to: paths.googleReserveLanding.getHref() },
          { label: '查看方案', href: '#pricing' },
        ],
      }}
    />
  );
}
