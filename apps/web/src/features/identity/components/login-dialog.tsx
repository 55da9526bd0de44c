import { Modal } from '@mantine/core';
import { useReducer } from 'react';
import type { LoginDialogResult } from '../hooks/use-login-dialog';
import { initialLoginState, loginReducer, STEP_TITLES } from '../lib/login-machine';
import { CipVerificationStep } from './cip-verification-step';
import { CompletionStep } from './completion-step';
import { PasswordLoginStep } from './password-login-step';
import { PasswordSettingStep } from './password-setting-step';
import { PhoneInputStep } from './phone-input-step';
import { SmsVerificationStep } from './sms-verification-step';
import type { StepProps } from './step-parts';
import { VerificationChoiceStep } from './verification-choice-step';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  opened: boolean;
  persistent: boolean;
  onClose: (result: LoginDialogResult) => void;
}

function CurrentStep({ onDone, ...props }: StepProps & { onDone: () => void }) {
  const { state } = props;
  // Steps after the phone input need the checked number; without one, start over there.
  if (!state.phone && state.step !== 'phoneInput' && state.step !== 'smsPhoneInput') {
    return <PhoneInputStep {...props} />;
  }
  switch (state.step) {
    case 'phoneInput':
    case 'smsPhoneInput':
      return <PhoneInputStep key={state.step} {...props} />;
    case 'passwordLogin':
      return <PasswordLoginStep {...props} />;
    case 'verificationChoice':
      return <VerificationChoiceStep {...props} />;
    case 'smsVerification':
      return <SmsVerificationStep {...props} />;
    case 'cipVerification':
      return <CipVerificationStep {...props} />;
    case 'passwordSetting':
      return <PasswordSettingStep {...props} />;
    case 'completion':
      return <CompletionStep onDone={onDone} />;
  }
}

/** The phone sign-in dialog: one step at a time, titled by the step (spec §2, §4). */
export default function LoginDialog({ opened, persistent, onClose }: LoginDialogProps) {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  return (
    <Modal
      opened={opened}
      // Closing on the completion step is still a finished sign-in.
      onClose={() => onClose(state.step === 'completion' ? 'ok' : 'dismissed')}
      title={STEP_TITLES[state.step]}
      withCloseButton={!persistent}
      closeOnEscape={!persistent}
      closeOnClickOutside={!persistent}
      closeButtonProps={{ 'aria-label': '關閉' }}
      centered
      size={420}
      radius="lg"
    >
      <div data-testid="login-dialog" data-step={state.step}>
        <CurrentStep state={state} dispatch={dispatch} onDone={() => onClose('ok')} />
      </div>
    </Modal>
  );
}
