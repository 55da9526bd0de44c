import liff from '@line/liff/core';
import CloseWindowModule from '@line/liff/close-window';
import GetAccessTokenModule from '@line/liff/get-access-token';
import GetContextModule from '@line/liff/get-context';
import GetIDTokenModule from '@line/liff/get-id-token';
import GetProfileModule from '@line/liff/get-profile';
import IsApiAvailableModule from '@line/liff/is-api-available';
import IsInClientModule from '@line/liff/is-in-client';
import IsLoggedInModule from '@line/liff/is-logged-in';
import LoginModule from '@line/liff/login';
import PermissionModule from '@line/liff/permission';
import SendMessagesModule from '@line/liff/send-messages';
import ShareTargetPickerModule from '@line/liff/share-target-picker';

// LINE's LIFF SDK as the pluggable build (decision 018): the core (init) and the APIs liff.ts
// calls, nothing else. The default `@line/liff` import also installs the legacy extensions (a
// script from static.line-scdn.net on every init), analytics (a script from static.line-scdn.net
// and beacons to uts-front.line-apps.com), i18n (JSON from liffsdk.line-scdn.net), the IAP,
// calendar, activity and home-screen shortcut APIs: none of which we call, all of which the LINE
// area's Content-Security-Policy would have to allow. A new LIFF call adds its module here (and
// whatever host it reaches to the LINE policy in apps/api/src/http/security-headers.ts).
// Imported lazily by liff.ts only: this module installs the plugins when it loads.

// IsInClientModule first: @line/liff-mock, installed after these, reads liff.isInClient().
liff
  .use(new IsInClientModule())
  .use(new IsLoggedInModule())
  .use(new LoginModule())
  .use(new GetProfileModule())
  .use(new GetIDTokenModule())
  .use(new GetAccessTokenModule())
  .use(new GetContextModule())
  .use(new IsApiAvailableModule())
  .use(new SendMessagesModule())
  .use(new ShareTargetPickerModule())
  .use(new PermissionModule())
  .use(new CloseWindowModule());

export type Liff = typeof liff;
export { liff };
