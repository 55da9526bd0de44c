import { termsOfUse } from '../features/legal/terms-of-use';
import { usePageTitle } from '../lib/use-page-title';
import { LegalDocument } from '../ui/legal-document';
import { PageContainer } from '../ui/page-container';

/** 服務條款. */
export default function TermsOfUsePage() {
  usePageTitle(
    '服務條款',
    '好約（Haoyue）服務條款：帳號、預約、取消與預付款、會員方案、免責與管轄法院等約定。',
  );
  return (
    <PageContainer>
      <LegalDocument {...termsOfUse} />
    </PageContainer>
  );
}
