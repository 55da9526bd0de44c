import {
  Badge,
  Button,
  ColorSwatch,
  Group,
  Loader,
  type MantineSpacing,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDistance } from '../lib/distance';
import { coral, sand } from '../lib/theme';
import { usePageTitle } from '../lib/use-page-title';
import { ChoiceChip } from '../ui/choice-chip';
import { DurationText } from '../ui/duration-text';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Logo } from '../ui/logo';
import { PageContainer } from '../ui/page-container';
import { PageLoader } from '../ui/page-loader';
import { Price } from '../ui/price';
import { Section } from '../ui/section';
import { ShopCard, ShopCardSkeleton, ShopGrid } from '../ui/shop-card';
import { samplePrices, sampleShop, sampleShopWithoutImages } from './style-guide-samples';

type Gap = MantineSpacing | number;

/** A labelled sample; its parts laid out in a `row` or a `column` with that gap, if one is given. */
function Specimen({
  label,
  row,
  column,
  children,
}: {
  label: string;
  row?: Gap;
  column?: Gap;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" mb="xs" ff="monospace">
        {label}
      </Text>
      {row !== undefined ? (
        <Group gap={row}>{children}</Group>
      ) : column !== undefined ? (
        <Stack gap={column}>{children}</Stack>
      ) : (
        children
      )}
    </Paper>
  );
}

/** A titled part of the guide: its specimens stacked, or two abreast from `sm` up with `grid`. */
function GuideSection({
  title,
  grid,
  children,
}: {
  title: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="md">{children}</Stack>
      )}
    </Section>
  );
}

/** Living style guide of the shared UI parts in `src/ui`. */
export default function StyleGuidePage() {
  usePageTitle('樣式指南');
  const [chip, setChip] = useState('美髮');
  const [retrying, setRetrying] = useState(false);

  return (
    <PageContainer>
      <Title order={1}>樣式指南</Title>
      <Text c="dimmed" mb="md">
        好約前端共用元件一覽（src/ui）。新增元件時請一併更新本頁。
      </Text>

      <GuideSection title="品牌與色彩">
        <Logo size={40} />
        {[
          { name: 'coral（主色，按鈕使用 7）', colors: coral },
          { name: 'sand（暖色背景）', colors: sand },
        ].map((palette) => (
          <Specimen key={palette.name} label={palette.name} row={6}>
            {palette.colors.map((color, i) => (
              <Stack key={color} gap={2} align="center">
                <ColorSwatch color={color} size={36} radius="sm" />
                <Text size="xs" c="dimmed">
                  {i}
                </Text>
              </Stack>
            ))}
          </Specimen>
        ))}
      </GuideSection>

      <Section title="字體">
        <Specimen label="Title order 1–4 / Text sizes" column="xs">
          <Title order={1}>輕鬆預約、輕鬆管理</Title>
          <Title order={2}>服務項目</Title>
          <Title order={3}>剪髮造型</Title>
          <Title order={4}>精選店家</Title>
          <Text size="lg">大段落文字：找到喜歡的店家，24 小時線上預約。</Text>
          <Text>內文文字：設計師會依照你的髮質與臉型給予建議。</Text>
          <Text size="sm" c="dimmed">
            輔助說明文字：價格可能依髮長調整。
          </Text>
        </Specimen>
      </Section>

      <GuideSection title="按鈕與標籤">
        <Specimen label="Button variants" row="sm">
          <Button>主要按鈕</Button>
          <Button variant="light">次要按鈕</Button>
          <Button variant="outline">外框按鈕</Button>
          <Button variant="default">預設按鈕</Button>
          <Button variant="subtle">文字按鈕</Button>
          <Button loading>載入中</Button>
          <Button disabled>停用</Button>
        </Specimen>
        <Specimen label="ChoiceChip (filters)" row="xs">
          {['全部', '美髮', '美甲', '美睫'].map((name) => (
            <ChoiceChip key={name} selected={chip === name} onClick={() => setChip(name)}>
              {name}
            </ChoiceChip>
          ))}
        </Specimen>
        <Specimen label="Badge" row="xs">
          <Badge variant="light">美髮</Badge>
          <Badge variant="default">臺北市</Badge>
          <Badge variant="outline" color="sand.8">
            距離 {formatDistance(850)}
          </Badge>
          <Badge>推薦</Badge>
        </Specimen>
      </GuideSection>

      <GuideSection title="價格、時長與距離" grid>
        <Specimen label="<Price amount currency /> — amount in minor units" column={6}>
          {samplePrices.map(({ currency, amounts }) => (
            <Group key={currency} gap="md">
              <Text size="sm" w={48} ff="monospace">
                {currency}
              </Text>
              {amounts.map((amount) => (
                <Price key={amount} amount={amount} currency={currency} />
              ))}
            </Group>
          ))}
        </Specimen>
        <Specimen label="<DurationText minutes /> / formatDistance" column={6}>
          {[30, 45, 60, 90, 135].map((m) => (
            <DurationText key={m} minutes={m} />
          ))}
          <Text size="sm">{[120, 850, 1234, 15400].map((m) => formatDistance(m)).join('、')}</Text>
        </Specimen>
      </GuideSection>

      <Section title="店家卡片">
        <ShopGrid>
          <ShopCard shop={sampleShop} />
          <ShopCard shop={sampleShopWithoutImages} />
          <ShopCardSkeleton />
        </ShopGrid>
      </Section>

      <GuideSection title="狀態" grid>
        <Specimen label="<EmptyState />">
          <EmptyState title="找不到符合條件的店家" description="試試其他關鍵字或分類。" />
        </Specimen>
        <Specimen label="<ErrorState onRetry />">
          <ErrorState
            retrying={retrying}
            onRetry={() => {
              setRetrying(true);
              window.setTimeout(() => setRetrying(false), 1200);
            }}
          />
        </Specimen>
        <Specimen label="<PageLoader />">
          <PageLoader />
        </Specimen>
        <Specimen label="Loader types" row="xl">
          <Loader />
          <Loader type="dots" />
          <Loader type="bars" size="sm" />
        </Specimen>
      </GuideSection>
    </PageContainer>
  );
}
