import { SupportChat } from '../features/chat/components/support-chat';
import { SignedInPage } from './signed-in-page';
import classes from './support-chat-page.module.css';

/** `/support-chat`: 客服中心, the signed-in user's conversation with the support team. */
export default function SupportChatPage() {
  return (
    <SignedInPage title="客服中心" description="登入後即可與客服對話。" size="sm">
      <div className={classes.chat}>
        <SupportChat />
      </div>
    </SignedInPage>
  );
}
