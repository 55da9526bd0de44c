import type { TConsentForm } from '@haoyue/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consentForms, consentFormVersions, sellers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { FORM_NOT_FOUND, isCurrentVersion } from './forms';

/**
 * A form as a customer fills it: its current version, with the id to send back when answering
 * and the seller's name. Archived (or, given `sellerId`, another seller's) is 404.
 */
export async function getFillableForm(
  db: Db,
  o: { formId: number; sellerId?: number | undefined },
): Promise<TConsentForm> {
  const [row] = await db
    .select({
      id: consentForms.id,
      versionId: consentFormVersions.id,
      version: consentFormVersions.version,
      sellerId: consentForms.sellerId,
      sellerName: sellers.displayName,
      title: consentFormVersions.title,
      introduction: consentFormVersions.introduction,
      items: consentFormVersions.items,
    })
    .from(consentForms)
    .innerJoin(consentFormVersions, isCurrentVersion)
    .innerJoin(sellers, eq(sellers.id, consentForms.sellerId))
    .where(
      and(
        eq(consentForms.id, o.formId),
        isNull(consentForms.archivedAt),
        ...(o.sellerId !== undefined ? [eq(consentForms.sellerId, o.sellerId)] : []),
      ),
    );
  if (!row) throw notFound(FORM_NOT_FOUND);
  return row;
}
