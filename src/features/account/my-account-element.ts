/**
 * The `elementtiming` of my account's greeting, the customer's own first words on it: the bench
 * times its first paint on a return visit (scripts/bench/return-visit.ts).
 */
export const MY_ACCOUNT_ELEMENT = 'my-account';
