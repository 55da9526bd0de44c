import { PermittedAdminPage } from '../../features/admin/components/permitted-page';
import { TagSettings } from '../../features/chat/components/tag-settings';

/** `/admin/chat-tag-settings`: 對話標籤, the tags support puts on conversations. */
export default function ChatTagSettingsPage() {
  return (
    <PermittedAdminPage
      title="對話標籤"
      subtitle="建立、改名、換色、封存或還原對話標籤"
      permission="chat.settings"
      refusal="管理對話標籤"
      maw={640}
    >
      <TagSettings />
    </PermittedAdminPage>
  );
}
