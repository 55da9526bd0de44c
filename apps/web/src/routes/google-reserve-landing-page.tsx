import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  benefits,
  customerSteps,
  faq,
  setupSteps,
} from '../features/marketing/content/google-reserve';
import { usePageTitle } from '../lib/use-page-title';
import { CtaBand } from '../ui/marketing/cta-band';
import { FaqList } from '../ui/marketing/faq-list';
import { FeatureGrid } from '../ui/marketing/feature-grid';
import { MarketingHero } from '../ui/marketing/marketing-hero';
import { StepList } from '../ui/marketing/step-list';
import { PageContainer } from '../ui/page-container';
import { Section } from '../ui/section';
import { paths } from '../config/paths';

/** Reserve with Google: customers book straight from Google Search and Maps. */
export default function GoogleReserveLandingPage() {
  usePageTitle(
    'Google 預約：讓顧客在 Google 搜尋與地圖直接預約',
    '透過好約串接 Google 預約，讓顧客在 Google 搜尋與 Google 地圖上直接選服務與時段預約，時段即時同步、預約集中管理。',
  );
  return (
    <>
      <MarketingHero
        eyebrow="Reserve with Google"
        title="顧客在 Google 找到你的那一刻，就能直接預約"
        description="透過好約串接 Google 預約，你的 Google 商家檔案、搜尋結果與 Google 地圖都會出現「預約」按鈕。顧客不必打電話、不必私訊，選好服務與時段就完成預約。"
        actions={
          <>
            <Button component="a" href="#setup" size="md">
              看看如何開通
            </Button>
            <Button component={Link} to={paths.landing.getHref()} size="md" variant="default">
              了解好約商家版
            </Button>
          </>
        }
        highlights={['Google 端不另收預約費', '時段即時同步', '預約集中管理']}
      />
      <PageContainer>
        <Section
          title="為什麼要開通 Google 預約？"
          subtitle="多數人找店的第一步，就是打開 Google。"
        >
          <FeatureGrid features={benefits} />
        </Section>
        <Section title="顧客怎麼預約">
          <StepList steps={customerSteps} />
        </Section>
        <Section
          id="setup"
          title="店家如何開通"
          subtitle="好約負責技術串接，你只需要確認商家資料。"
        >
          <StepList steps={setupSteps} />
        </Section>
        <Section title="常見問題">
          <FaqList items={faq} />
        </Section>
        <CtaBand
          title="讓 Google 成為你的 24 小時櫃台"
          description="搭配 LINE Pay 預付訂金，從 Google 進來的新客也能安心保留時段。"
          actions={
            <>
              <Button
                component={Link}
                to={paths.linePayLanding.getHref()}
                variant="white"
                color="coral"
              >
                LINE Pay 預付介紹
              </Button>
              <Button component={Link} to={paths.landing.getHref()} variant="outline" color="white">
                查看好約方案
              </Button>
            </>
          }
        />
      </PageContainer>
    </>
  );
}
