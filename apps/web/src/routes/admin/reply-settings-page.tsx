import { PermittedAdminPage } from '../../features/admin/components/permitted-page';
import { ReplySettings } from '../../features/chat/components/reply-settings';

/** `/admin/reply-settings`: 回覆設定, canned replies, business hours and the away message. */
export default function ReplySettingsPage() {
  return (
    <PermittedAdminPage
      title="回覆設定"
      subtitle="罐頭回覆、客服營業時間與非營業時間的自動回覆"
      permission="chat.settings"
      refusal="變更回覆設定"
      maw={760}
    >
      <ReplySettings />
    </PermittedAdminPage>
  );
}
