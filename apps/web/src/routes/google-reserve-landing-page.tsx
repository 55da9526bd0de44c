import {
  benefits,
  customerSteps,
  faq,
  setupSteps,
} from '../features/marketing/content/google-reserve';
import { usePageTitle } from '../lib/use-page-title';
import { FeatureGrid } from '../ui/marketing/feature-grid';
import { MarketingPage } from '../ui/marketing/marketing-page';
import { StepList } from '../ui/marketing/step-list';
import { paths } from '../config/paths';

/** Reserve with Google: customers book straight from Google Search and Maps. */
export default function GoogleReserveLandingPage() {
  usePageTitle(
    'Google 預約：讓顧客在 Google 搜尋與地圖直接預約',
    '透過好約串接 Google 預約，讓顧客在 Google 搜尋與 Google 地圖上直接選服務與時段預約，時段即時同步、預約集中管理。',
  );
  return (
    <MarketingPage
      hero={{
        eyebrow: 'Reserve with Google',
        title: '顧客在 Google 找到你的那一刻，就能直接預約',
        description:
          '透過好約串接 Google 預約，你的 Google 商家檔案、搜尋結果與 Google 地圖都會出現「預約」按鈕。顧客不必打電話、不必私訊，選好服務與時段就完成預約。',
        actions: [
          { label: '看看如何開通', href: '#setup' },
          { label: '了解好約商家版', to: paths.landing.getHref() },
        ],
        highlights: ['Google 端不另收預約費', '時段即時同步', '預約集中管理'],
      }}
      sections={[
        {
          title: '為什麼要開通 Google 預約？',
          subtitle: '多數人找店的第一步，就是打開 Google。',
          content: <FeatureGrid features={benefits} />,
        },
        { title: '顧客怎麼預約', content: <StepList steps={customerSteps} /> },
        {
          id: 'setup',
          title: '店家如何開通',
          subtitle: '好約負責技術串接，你只需要確認商家資料。',
          content: <StepList steps={setupSteps} />,
        },
      ]}
      faq={faq}
      cta={{
        title: '讓 Google 成為你的 24 小時櫃台',
        description: '搭配 LINE Pay 預付訂金，從 Google 進來的新客也能安心保留時段。',
        actions: [
          { label: 'LINE Pay 預付介紹', to: paths.linePayLanding.getHref() },
          { label: '查看好約方案', to: paths.landing.getHref() },
        ],
      }}
    />
  );
}
