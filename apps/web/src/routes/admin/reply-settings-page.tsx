import { Stack, Text } from '@mantine/core';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import { ReplySettings } from '../../features/chat/components/reply-settings';
import { usePageTitle } from '../../lib/use-page-title';

/** `/admin/reply-settings`: 回覆設定, canned replies, business hours and the away message. */
export default function ReplySettingsPage() {
  usePageTitle('回覆設定｜管理後台');
  const may = useAdminMay('chat.settings');
  return (
    <Stack gap="lg" maw={760}>
      <AdminPageHeader title="回覆設定" subtitle="罐頭回覆、客服營業時間與非營業時間的自動回覆" />
      {may ? <ReplySettings /> : <Text>你的角色沒有變更回覆設定的權限。</Text>}
    </Stack>
  );
}
