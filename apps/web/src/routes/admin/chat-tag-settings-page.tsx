import { Stack, Text } from '@mantine/core';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import { TagSettings } from '../../features/chat/components/tag-settings';
import { usePageTitle } from '../../lib/use-page-title';

/** `/admin/chat-tag-settings`: 對話標籤, the tags support puts on conversations. */
export default function ChatTagSettingsPage() {
  usePageTitle('對話標籤｜管理後台');
  const may = useAdminMay('chat.settings');
  return (
    <Stack gap="lg" maw={640}>
      <AdminPageHeader title="對話標籤" subtitle="建立、改名、換色、封存或還原對話標籤" />
      {may ? <TagSettings /> : <Text>你的角色沒有管理對話標籤的權限。</Text>}
    </Stack>
  );
}
