import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZLinePayApplicationInput,
  ZLinePayApplicationParams,
  ZLinePayApplicationResponse,
  ZLinePayDocumentResponse,
} from './line-pay-application';

const OWNER = `${whoMay('payments.credentials')} LINE Pay moves money: the owner applies.`;

/** A seller applies for LINE Pay; once the platform approves, the channel keys may be entered. */
export const linePayApplicationCalls = defineCalls('line-pay-application', {
  getLinePayApplication: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/line-pay-application',
    summary: "The seller's LINE Pay application and where it stands (null before applying)",
    description: OWNER,
    params: ZLinePayApplicationParams,
    response: ZLinePayApplicationResponse,
    errors: SELLER_READ_ERRORS,
  },
  uploadLinePayDocument: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/line-pay-application/documents',
    summary:
      'Upload a bank document (multipart field `file`, JPG/PNG/WebP/PDF ≤ 8 MB), kept private',
    description: `${OWNER} Answers the document's id for the application; the file is never public (admins download it).`,
    params: ZLinePayApplicationParams,
    multipart: true,
    status: 201,
    response: ZLinePayDocumentResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_FILE_TOO_LARGE'],
  },
  submitLinePayApplication: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/line-pay-application',
    summary: 'Apply for LINE Pay, or resubmit an application sent back',
    description: `${OWNER} One open application per seller: while one is under review or approved, 409 E_LINE_PAY_APPLICATION_STATE. documentIds are the seller's uploaded documents.`,
    params: ZLinePayApplicationParams,
    body: ZLinePayApplicationInput,
    response: ZLinePayApplicationResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_LINE_PAY_APPLICATION_STATE'],
  },
});
