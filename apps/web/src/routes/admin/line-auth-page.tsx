import { Stack } from '@mantine/core';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { LineChannelList } from '../../features/admin/components/line-channel-list';
import { usePageTitle } from '../../lib/use-page-title';

/** LINE 串接: the LINE channels sellers connected, their health, disable/enable (line.channels). */
export default function AdminLineAuthPage() {
  usePageTitle('LINE 串接｜管理後台');
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="LINE 串接"
        subtitle="商家串接的 LINE Login、Messaging API 與 LIFF，最近一次成功呼叫與失敗紀錄。"
      />
      <LineChannelList />
    </Stack>
  );
}
