import { Button, Stack, Text } from '@mantine/core';
import { IconMessage, IconPhone } from '../../../ui/icons';
import { codeChannel } from '../lib/login-machine';
import { enteredPhoneLabel } from '../lib/phone-display';
import type { StepProps } from './step-parts';

/** Choice between a code (SMS, or WhatsApp abroad) and a phone call. */
export function VerificationChoiceStep({ state, dispatch }: StepProps) {
  const whatsapp = codeChannel(state.providers) === 'whatsapp';
  return (
    <Stack gap="md">
      <Text size="sm">
        請選擇驗證 {state.phone ? enteredPhoneLabel(state.phone) : '手機號碼'} 的方式：
      </Text>
      <Button
        fullWidth
        leftSection={<IconMessage size={18} />}
        onClick={() => dispatch({ type: 'verificationChosen', method: 'sms' })}
      >
        {whatsapp ? 'WhatsApp 驗證' : '簡訊驗證'}
      </Button>
      <Text size="xs" c="dimmed" mt={-8}>
        {whatsapp ? '以 WhatsApp 接收 6 位數驗證碼' : '以簡訊接收 6 位數驗證碼'}
      </Text>
      <Button
        fullWidth
        variant="default"
        leftSection={<IconPhone size={18} />}
        onClick={() => dispatch({ type: 'verificationChosen', method: 'cip' })}
      >
        電話驗證
      </Button>
      <Text size="xs" c="dimmed" mt={-8}>
        用這支手機撥打一通電話即完成驗證（不會接聽，不產生通話費用）
      </Text>
    </Stack>
  );
}
