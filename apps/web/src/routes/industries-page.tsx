import { Text, Title } from '@mantine/core';
import { IndustryGrid } from '../features/catalogue/components/industry-grid';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';

/** All industries with pictures and shop counts. */
export default function IndustriesPage() {
  usePageTitle(
    '所有分類',
    '美髮、美甲、美睫、美容 SPA、按摩：依分類瀏覽好約上的店家，線上預約更輕鬆。',
  );
  return (
    <PageContainer>
      <Title order={1} size="h2">
        所有分類
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        從美髮、美甲到按摩，選一個分類開始找店家。
      </Text>
      <IndustryGrid />
    </PageContainer>
  );
}
