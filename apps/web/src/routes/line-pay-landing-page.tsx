import { benefits, faq, steps } from '../features/marketing/content/line-pay';
import { usePageTitle } from '../lib/use-page-title';
import { FeatureGrid } from '../ui/marketing/feature-grid';
import { MarketingPage } from '../ui/marketing/marketing-page';
import { StepList } from '../ui/marketing/step-list';
import { paths } from '../config/paths';

/** LINE Pay prepayments: deposits that cut no-shows. */
export default function LinePayLandingPage() {
  usePageTitle(
    'LINE Pay 預付訂金：減少爽約的預約方式',
    '好約讓顧客預約時以 LINE Pay 預付訂金或全額，取消期限與退款規則由店家設定並自動處理，有效降低爽約。',
  );
  return (
    <MarketingPage
      hero={{
        eyebrow: 'LINE Pay 預付',
        title: '預約先收訂金，爽約不再是你的損失',
        description:
          '一次爽約，可能就是一個下午的空檔。好約讓顧客在預約時用 LINE Pay 預付訂金或全額，取消期限與退款規則由你決定，系統自動處理。',
        actions: [
          { label: '看看怎麼運作', href: '#how' },
          { label: '查看好約方案', to: paths.landing.getHref() },
        ],
        highlights: ['在 LINE 裡預約與付款', '自動退款', '訂金規則自訂'],
      }}
      sections={[
        {
          title: '為什麼要收訂金？',
          subtitle: '熱門時段被放鳥，損失的不只是那一單，還有本來可以預約的其他客人。',
          content: <FeatureGrid features={benefits} />,
        },
        { id: 'how', title: '預付怎麼運作', content: <StepList steps={steps} /> },
      ]}
      faq={faq}
      cta={{
        title: '用訂金守住你的每一個時段',
        description: '搭配 Google 預約與 LINE 通知，從被找到、被預約到準時到店，一路都顧好。',
        actions: [
          { label: 'Google 預約介紹', to: paths.googleReserveLanding.getHref() },
          { label: '了解好約商家版', to: paths.landing.getHref() },
        ],
      }}
    />
  );
}
