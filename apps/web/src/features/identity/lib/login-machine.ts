import type { TProviders } from '@haoyue/contracts';

/** The steps of the login dialog (spec §2 Login dialog, §4 Login flow). */
export type LoginStep =
  | 'phoneInput'
  | 'passwordLogin'
  | 'smsPhoneInput'
  | 'smsVerification'
  | 'cipVerification'
  | 'verificationChoice'
  | 'passwordSetting'
  | 'completion';

/** The country a number was entered with. */
export interface DialCodeChoice {
  name: string;
  dialCode: string;
  isoCode: string;
}

/** A phone number the server has checked. */
export interface CheckedPhone {
  country: DialCodeChoice;
  /** The national number as typed (digits only). */
  national: string;
  /** Canonical E.164, as the server answered it. */
  phoneNumber: string;
}

/** The last code sent, kept so coming back to the SMS step does not send (and wait) again. */
export interface SentCodeInfo {
  phoneNumber: string;
  verificationId: string;
  channel: 'sms' | 'whatsapp';
  /** Epoch ms after which the code is no longer accepted. */
  expiresAt: number;
  /** Epoch ms from which another code may be requested. */
  resendAt: number;
}

/** Everything the dialog knows about the sign-in in progress. */
export interface LoginState {
  step: LoginStep;
  phone: CheckedPhone | null;
  isRegistered: boolean;
  /** Verification channels for the number's country; SMS and WhatsApp count as one method. */
  providers: TProviders | null;
  /**
   * SMS-verification mode: entered from "cannot verify by phone call", the next number goes
   * straight to SMS whatever the registration.
   */
  smsMode: boolean;
  /** A message for the current step that no API call produced (e.g. no method available). */
  notice: string | null;
  sentCode: SentCodeInfo | null;
}

/** What the steps report to the machine. */
export type LoginEvent =
  | { type: 'jump'; step: LoginStep }
  | { type: 'phoneChecked'; phone: CheckedPhone; isRegistered: boolean; providers: TProviders }
  | { type: 'verificationChosen'; method: 'sms' | 'cip' }
  | { type: 'forgotPassword' }
  | { type: 'cipUnavailable' }
  | { type: 'passwordAccepted' }
  | { type: 'phoneVerified' }
  | { type: 'passwordSaved' }
  /** Signed in by code or call, the password left for later: the dialog may end. */
  | { type: 'passwordSkipped' }
  | { type: 'codeSent'; code: SentCodeInfo };

/** The dialog's first state: asking for the phone number. */
export const initialLoginState: LoginState = {
  step: 'phoneInput',
  phone: null,
  isRegistered: false,
  providers: null,
  smsMode: false,
  notice: null,
  sentCode: null,
};

/** Shown when a number's country offers no way to verify it. */
export const NO_VERIFICATION_METHOD = '此號碼目前無法接收驗證，請改用其他手機號碼';

/** Whether a code can be sent by SMS or, outside Taiwan, WhatsApp. */
export function canUseSmsVerify(providers: TProviders | null): boolean {
  return Boolean(providers && (providers.sms || providers.whatsapp));
}

/** Whether phone-call verification is offered. */
export function canUseCipVerify(providers: TProviders | null): boolean {
  return Boolean(providers?.cip);
}

/** The code channel of a country: SMS where offered, otherwise WhatsApp. */
export function codeChannel(providers: TProviders | null): 'sms' | 'whatsapp' {
  return providers && !providers.sms && providers.whatsapp ? 'whatsapp' : 'sms';
}

/** Where verifying leads: the choice when both methods exist, else the one there is. */
export function verificationStep(providers: TProviders | null): LoginStep | null {
  const sms = canUseSmsVerify(providers);
  const cip = canUseCipVerify(providers);
  if (sms && cip) return 'verificationChoice';
  if (sms) return 'smsVerification';
  if (cip) return 'cipVerification';
  return null;
}

function go(state: LoginState, step: LoginStep, patch: Partial<LoginState> = {}): LoginState {
  return { ...state, notice: null, ...patch, step };
}

/**
 * The login flow as a pure reducer. Events that do not belong to the current step are ignored,
 * so a late API answer from a step the user has already left cannot move the dialog.
 */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'jump':
      // The SMS phone input is the SMS-verification mode; any other step leaves it.
      return go(state, event.step, { smsMode: event.step === 'smsPhoneInput' });

    case 'phoneChecked': {
      if (state.step !== 'phoneInput' && state.step !== 'smsPhoneInput') return state;
      const known = { phone: event.phone, isRegistered: event.isRegistered };
      const providers = event.providers;
      if (state.smsMode) {
        if (!canUseSmsVerify(providers)) {
          return { ...state, ...known, providers, notice: NO_VERIFICATION_METHOD };
        }
        return go(state, 'smsVerification', { ...known, providers });
      }
      if (event.isRegistered) return go(state, 'passwordLogin', { ...known, providers });
      const next = verificationStep(providers);
      if (!next) return { ...state, ...known, providers, notice: NO_VERIFICATION_METHOD };
      return go(state, next, { ...known, providers });
    }

    case 'verificationChosen': {
      if (state.step !== 'verificationChoice') return state;
      const allowed =
        event.method === 'sms'
          ? canUseSmsVerify(state.providers)
          : canUseCipVerify(state.providers);
      if (!allowed) return state;
      return go(state, event.method === 'sms' ? 'smsVerification' : 'cipVerification');
    }

    case 'forgotPassword': {
      if (state.step !== 'passwordLogin') return state;
      const next = verificationStep(state.providers);
      return next ? go(state, next) : { ...state, notice: NO_VERIFICATION_METHOD };
    }

    case 'cipUnavailable':
      if (state.step !== 'cipVerification') return state;
      return go(state, 'smsPhoneInput', { smsMode: true });

    case 'passwordAccepted':
      return state.step === 'passwordLogin' ? go(state, 'completion') : state;

    case 'phoneVerified':
      // A code or call signs in but leaves no password: ask for one before finishing.
      return state.step === 'smsVerification' || state.step === 'cipVerification'
        ? go(state, 'passwordSetting', { smsMode: false })
        : state;

    case 'passwordSaved':
    case 'passwordSkipped':
      return state.step === 'passwordSetting' ? go(state, 'completion') : state;

    case 'codeSent':
      return state.step === 'smsVerification' ? { ...state, sentCode: event.code } : state;
  }
}

/** Whether the visitor is signed in by now (a token exists from the verification on). */
export function isSignedInStep(step: LoginStep): boolean {
  return step === 'passwordSetting' || step === 'completion';
}

/**
 * Whether the completion step (the 「歡迎」 welcome) is shown, or the dialog just closes: only a
 * new account made from the header's 登入 (`welcome`). Signing in to book, to favourite a shop
 * or to open the dashboard carries straight on with what the visitor was doing.
 */
export function showsWelcome(state: LoginState, welcome: boolean): boolean {
  return welcome && !state.isRegistered;
}

/** The code sent earlier to this number if it can still be used at `now`, else null. */
export function reusableCode(state: LoginState, now: number): SentCodeInfo | null {
  const code = state.sentCode;
  if (!code || code.phoneNumber !== state.phone?.phoneNumber || code.expiresAt <= now) return null;
  return code;
}

/** The dialog title of each step. */
export const STEP_TITLES: Record<LoginStep, string> = {
  phoneInput: '登入或註冊',
  passwordLogin: '輸入密碼',
  smsPhoneInput: '改用簡訊驗證',
  smsVerification: '輸入驗證碼',
  cipVerification: '電話驗證',
  verificationChoice: '選擇驗證方式',
  passwordSetting: '設定密碼',
  completion: '歡迎使用好約',
};
