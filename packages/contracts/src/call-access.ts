import { SELLER_PERMISSIONS, type TSellerPermission } from './seller-roles';

/** The roles holding a permission (in the table's order), as a call's description names them. */
const HOLDERS: Record<string, string> = {
  OWNER: 'Owner only',
  'OWNER,MANAGER': 'Owner and managers',
  'OWNER,MANAGER,STAFF': 'Every member',
};

/**
 * The opening of a seller call's description, who may make it: `Every member (items.sell).`.
 * Read from the role table, so the document cannot name other roles than the API lets in.
 */
export function whoMay(permission: TSellerPermission): string {
  const holders = HOLDERS[SELLER_PERMISSIONS[permission].join(',')];
  if (!holders) throw new Error(`No description for the holders of ${permission}`);
  return `${holders} (${permission}).`;
}

/** The opening of a signed-in customer's call on `/v1/me/customers/{id}/…`: whose record. */
export const OWN_CUSTOMER_RECORD = '`id` is one of your customer records (else 404).';
