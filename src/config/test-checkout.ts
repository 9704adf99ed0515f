/** The test checkout's simulated payments. */

/** Test checkout: simulated payment takes 2000 ms by card, 3000 ms by PayPal/Venmo. */
export const SIMULATED_CARD_DELAY_MS = 2000
export const SIMULATED_PAYPAL_DELAY_MS = 3000
