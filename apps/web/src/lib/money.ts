/** Money as the web prints it: the one formatter the API's messages use too. */
export { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, formatPrice } from '@haoyue/contracts';
