import type { BookingContext } from '../booking';
import type { FileStorage } from '../../platform/storage/file-storage';

/** What the seller routes (routes.ts and each *.routes.ts it registers) are given. */
export type SellerRouteOptions = {
  ctx: BookingContext;
  secret: Uint8Array;
  storage: FileStorage;
};
