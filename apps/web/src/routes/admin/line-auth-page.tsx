import { Stack, Text, Title } from '@mantine/core';
import { LineChannelList } from '../../features/admin/components/line-channel-list';
import { usePageTitle } from '../../lib/use-page-title';

/** LINE 串接: the LINE channels sellers connected, their health, disable/enable (line.channels). */
export default function AdminLineAuthPage() {
  usePageTitle('LINE 串接｜管理後台');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          LINE 串接
        </Title>
        <Text size="sm" c="dimmed">
          商家串接的 LINE Login、Messaging API 與 LIFF，最近一次成功呼叫與失敗紀錄。
        </Text>
      </Stack>
      <LineChannelList />
    </Stack>
  );
}
