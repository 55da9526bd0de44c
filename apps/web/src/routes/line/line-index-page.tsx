import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** `/line/{sellerId}`: the area opens on the customer home. */
export default function LineIndexPage() {
  const sellerId = Number(useParams().sellerId);
  return <Navigate to={paths.line.getHref(sellerId, 'my-customer')} replace />;
}
