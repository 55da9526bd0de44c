/** Rows per page of the member card's lists (spec §9: customer orders and coupons, 50). */
export const MEMBER_CARD_PER_PAGE = 50;
