import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '../../../ui/icons';
import { StatusIcon } from '../../../ui/status-icon';

/**
 * The welcome after a new account is made from the header's 登入; `完成` closes the dialog with
 * an OK result. Other sign-ins close without it.
 */
export function CompletionStep({ onDone }: { onDone: () => void }) {
  return (
    <Stack align="center" gap="sm" ta="center">
      <StatusIcon>
        <IconCheck size={28} />
      </StatusIcon>
      <Text fw={700} size="lg">
        登入完成
      </Text>
      <Text size="sm" c="dimmed">
        您已登入好約，可以開始收藏喜歡的店家。
      </Text>
      <Button fullWidth mt="sm" onClick={onDone} data-autofocus autoFocus>
        完成
      </Button>
    </Stack>
  );
}
