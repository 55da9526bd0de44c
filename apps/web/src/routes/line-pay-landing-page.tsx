import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { benefits, faq, steps } from '../features/marketing/content/line-pay';
import { usePageTitle } from '../lib/use-page-title';
import { CtaBand } from '../ui/marketing/cta-band';
import { FaqList } from '../ui/marketing/faq-list';
import { FeatureGrid } from '../ui/marketing/feature-grid';
import { MarketingHero } from '../ui/marketing/marketing-hero';
import { StepList } from '../ui/marketing/step-list';
import { PageContainer } from '../ui/page-container';
import { Section } from '../ui/section';
import { paths } from '../config/paths';

/** LINE Pay prepayments: deposits that cut no-shows. */
export default function LinePayLandingPage() {
  usePageTitle(
    'LINE Pay 預付訂金：減少爽約的預約方式',
    '好約讓顧客預約時以 LINE Pay 預付訂金或全額，取消期限與退款規則由店家設定並自動處理，有效降低爽約。',
  );
  return (
    <>
      <MarketingHero
        eyebrow="LINE Pay 預付"
        title="預約先收訂金，爽約不再是你的損失"
        description="一次爽約，可能就是一個下午的空檔。好約讓顧客在預約時用 LINE Pay 預付訂金或全額，取消期限與退款規則由你決定，系統自動處理。"
        actions={
          <>
            <Button component="a" href="#how" size="md">
              看看怎麼運作
            </Button>
            <Button component={Link} to={paths.landing.getHref()} size="md" variant="default">
              查看好約方案
            </Button>
          </>
        }
        highlights={['在 LINE 裡預約與付款', '自動退款', '訂金規則自訂']}
      />
      <PageContainer>
        <Section
          title="為什麼要收訂金？"
          subtitle="熱門時段被放鳥，損失的不只是那一單，還有本來可以預約的其他客人。"
        >
          <FeatureGrid features={benefits} />
        </Section>
        <Section id="how" title="預付怎麼運作">
          <StepList steps={steps} />
        </Section>
        <Section title="常見問題">
          <FaqList items={faq} />
        </Section>
        <CtaBand
          title="用訂金守住你的每一個時段"
          description="搭配 Google 預約與 LINE 通知，從被找到、被預約到準時到店，一路都顧好。"
          actions={
            <>
              <Button
                component={Link}
                to={paths.googleReserveLanding.getHref()}
                variant="white"
                color="coral"
              >
                Google 預約介紹
              </Button>
              <Button component={Link} to={paths.landing.getHref()} variant="outline" color="white">
                了解好約商家版
              </Button>
            </>
          }
        />
      </PageContainer>
    </>
  );
}
