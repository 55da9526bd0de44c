import { SupportChat } from '../../features/chat/components/support-chat';
import { SignInRequired } from '../../features/identity/components/sign-in-required';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './buyer-app.module.css';

/**
 * `/buyer-app/support-chat`: 客服中心 in the buyer app's webview, the whole screen under the
 * layout's bar (which carries the page's heading).
 */
export default function BuyerAppSupportChatPage() {
  usePageTitle('客服中心');
  return (
    <div className={classes.chat}>
      <SignInRequired description="登入後即可與客服對話。">
        <SupportChat />
      </SignInRequired>
    </div>
  );
}
