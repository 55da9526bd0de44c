import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FeaturedShops } from '../features/catalogue/components/featured-shops';
import { IndustryShortcuts } from '../features/catalogue/components/industry-shortcuts';
import { SearchBox } from '../features/catalogue/components/search-box';
import { locationLabel, useLocationState } from '../lib/location-store';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';
import { Section } from '../ui/section';
import classes from './home-page.module.css';
import { paths } from '../config/paths';

const sellerPoints = [
  '24 小時線上接受預約，睡覺時也不漏接客人',
  '設計師、美甲師各自的班表與服務，系統自動排開不重複預約',
  'LINE 通知與預付訂金，大幅降低爽約',
];

/** Home page: search, industry shortcuts, featured shops and a pitch to shop owners. */
export default function HomePage() {
  usePageTitle();
  const navigate = useNavigate();
  const location = useLocationState();
  const { longitude, latitude } = location.geolocation;

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={680}>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.2}>
              輕鬆預約、輕鬆管理
            </Title>
            <Text size="lg" c="dark.4" lh={1.7}>
              美髮、美甲、美睫、美容 SPA、按摩，找到喜歡的店家就能 24 小時線上預約。
              個人工作室與多人團隊，也能用好約把每一筆預約管理得清清楚楚。
            </Text>
            <SearchBox size="lg" onSearch={(search) => navigate(paths.search.getHref(search))} />
          </Stack>
        </Container>
      </Box>

      <PageContainer>
        <Section title="熱門分類" subtitle="選擇想找的服務類型">
          <IndustryShortcuts />
        </Section>

        <Section
          title="精選店家"
          subtitle={
            location.isNearby
              ? '離你最近的人氣店家'
              : `依你的位置推薦（${locationLabel(location)}）`
          }
          action={
            <Anchor component={Link} to={paths.search.getHref()} fw={600} size="sm">
              查看更多
            </Anchor>
          }
        >
          <FeaturedShops coords={{ longitude, latitude }} />
        </Section>

        <Paper className={classes.pitch} radius="lg" p={{ base: 'lg', sm: 40 }} my="xl">
          <Stack gap="md" maw={720}>
            <Text fw={700} c="coral.8" size="sm">
              給店家與設計師
            </Text>
            <Title order={2} size="h3">
              一個人的工作室或整個團隊，預約都能交給好約
            </Title>
            <Stack gap={6}>
              {sellerPoints.map((point) => (
                <Text key={point} size="sm" c="dark.4">
                  ✓ {point}
                </Text>
              ))}
            </Stack>
            <Group>
              <Button component={Link} to={paths.landing.getHref()}>
                了解好約商家方案
              </Button>
            </Group>
          </Stack>
        </Paper>
      </PageContainer>
    </>
  );
}
