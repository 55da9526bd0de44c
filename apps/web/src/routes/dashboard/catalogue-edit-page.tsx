import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { NotFoundContent } from '../../ui/not-found-content';

/** Props of {@link CatalogueEditPage}. */
export interface CatalogueEditPageProps {
  /** The route param naming the item (`operatorId`, `serviceId`); absent on the create page. */
  itemParam: string;
  titles: { create: string; edit: string };
  back: { href: string; label: string };
  /** Shown when the address's ids are not whole numbers. */
  notFoundTitle: string;
  children: (ids: { shopId: number; itemId: number | null }) => ReactNode;
}

/**
 * A create-or-edit page of a shop's catalogue (`…/{shopId}/…/{create|itemId}`): its title and
 * back link, for catalogue managers only, with the item's form once the ids in the address parse.
 */
export function CatalogueEditPage({
  itemParam,
  titles,
  back,
  notFoundTitle,
  children,
}: CatalogueEditPageProps) {
  const params = useParams();
  const shopId = Number(params.shopId);
  const itemId = params[itemParam] ? Number(params[itemParam]) : null;
  const valid = Number.isInteger(shopId) && (itemId === null || Number.isInteger(itemId));
  return (
    <DashboardPage title={itemId === null ? titles.create : titles.edit} back={back}>
      <RequirePermission permission="catalogue.manage">
        {valid ? children({ shopId, itemId }) : <NotFoundContent title={notFoundTitle} />}
      </RequirePermission>
    </DashboardPage>
  );
}
