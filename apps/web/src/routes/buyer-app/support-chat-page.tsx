import { Title } from '@mantine/core';
import { SupportChat } from '../../features/chat/components/support-chat';
import { SignInRequired } from '../../features/identity/components/sign-in-required';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './buyer-app.module.css';

/** `/buyer-app/support-chat`: 客服中心 in the buyer app's webview, the whole screen. */
export default function BuyerAppSupportChatPage() {
  usePageTitle('客服中心');
  return (
    <div className={classes.chat}>
      <Title order={1} size="h4" className={classes.title}>
        客服中心
      </Title>
      <SignInRequired description="登入後即可與客服對話。">
        <SupportChat />
      </SignInRequired>
    </div>
  );
}
