import { useSearchParams } from 'react-router';
import { PermittedAdminPage } from '../../features/admin/components/permitted-page';
import {
  inboxParams,
  inboxQueryOf,
  SupportInbox,
} from '../../features/chat/components/support-inbox';

/** `/admin/chat`: 客服訊息, the support team's inbox and conversations. */
export default function ChatPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('c')) || null;
  return (
    <PermittedAdminPage title="客服訊息" permission="chat.reply" refusal="回覆客服訊息" gap="md">
      <SupportInbox
        query={inboxQueryOf(params)}
        open={open}
        onChange={(query, next) => setParams(inboxParams(query, next), { replace: true })}
      />
    </PermittedAdminPage>
  );
}
