import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import {
  inboxParams,
  inboxQueryOf,
  SupportInbox,
} from '../../features/chat/components/support-inbox';
import { usePageTitle } from '../../lib/use-page-title';

/** `/admin/chat`: 客服訊息, the support team's inbox and conversations. */
export default function ChatPage() {
  usePageTitle('客服訊息｜管理後台');
  const may = useAdminMay('chat.reply');
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('c')) || null;
  return (
    <Stack gap="md">
      <AdminPageHeader title="客服訊息" />
      {may ? (
        <SupportInbox
          query={inboxQueryOf(params)}
          open={open}
          onChange={(query, next) => setParams(inboxParams(query, next), { replace: true })}
        />
      ) : (
        <Text>你的角色沒有回覆客服訊息的權限。</Text>
      )}
    </Stack>
  );
}
