/** Vouchers (套票): the ledger primitive, completion with sessions, expiry, routes. */
export { voucherCompletion } from './complete-with-vouchers';
export { expireVouchers, voucherJobs } from './expire-vouchers';
export {
  findVoucherMovement,
  moveVoucherSessions,
  type MovedVoucher,
  type VoucherMovement,
  voucherWrite,
} from './voucher-ledger';
export { voucherRoutes } from './routes';
