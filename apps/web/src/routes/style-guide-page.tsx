import '@mantine/dates/styles.layer.css';
import { Alert, Anchor, Group, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';
import { Components } from './style-guide/components';
import { Formats } from './style-guide/formats';
import { Foundations } from './style-guide/foundations';

/** The guide's parts, in page order, for its table of contents. */
const CONTENTS = [
  ['colors', '色彩'],
  ['typography', '字體'],
  ['spacing', '間距'],
  ['icons', '圖示'],
  ['formats', '格式'],
  ['actions', '按鈕'],
  ['badges', '標籤'],
  ['media', '圖片與卡片'],
  ['lists', '列表'],
  ['forms', '表單'],
  ['states', '狀態'],
] as const;

/**
 * The design system a designer or a newcomer reads: the tokens (colours with their contrast,
 * type, spacing, corners, breakpoints, icons), the one formatter per kind of data, and every
 * shared part of `src/ui` in each of its states. A reference, not a demo: no sample fetches,
 * saves or deletes anything, and no link on it leaves the page.
 */
export default function StyleGuidePage() {
  usePageTitle('設計系統');
  return (
    <PageContainer>
      <Title order={1}>設計系統</Title>
      <Text c="dimmed" mt={4}>
        好約所有頁面共用的色彩、字體、間距、格式與元件（src/ui）。新增或修改共用元件時，請一併更新本頁。
      </Text>
      <Alert variant="light" color="sand" mt="md" data-testid="style-guide-note">
        本頁只展示元件的外觀與狀態：範例不會讀取、送出或變更任何資料，連結也不會離開本頁。
      </Alert>
      <Group component="nav" aria-label="本頁目錄" gap="xs" mt="md">
        {CONTENTS.map(([id, title]) => (
          <Anchor key={id} href={`#${id}`} size="sm">
            {title}
          </Anchor>
        ))}
      </Group>
      <Foundations />
      <Formats />
      <Components />
    </PageContainer>
  );
}
