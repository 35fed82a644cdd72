/**
 * The taxpayer number rule of invoice titles, the server's own (zero imports), so the form refuses
 * exactly what the server would: 15, 18 or 20 digits or capital letters, and for 18 the check
 * character of the unified social credit code.
 */
export { checkTaxNumber, normaliseTaxNumber, usccCheckChar, type TaxNumberVerdict } from '../../../server/src/contract/tax-number'
