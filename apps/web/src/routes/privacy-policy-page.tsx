import { privacyPolicy } from '../features/legal/privacy-policy';
import { usePageTitle } from '../lib/use-page-title';
import { LegalDocument } from '../ui/legal-document';
import { PageContainer } from '../ui/page-container';

/** 隱私權政策. */
export default function PrivacyPolicyPage() {
  usePageTitle(
    '隱私權政策',
    '好約（Haoyue）依個人資料保護法說明個人資料之蒐集目的、類別、利用方式與您的權利。',
  );
  return (
    <PageContainer>
      <LegalDocument {...privacyPolicy} />
    </PageContainer>
  );
}
