/**
 * How many times the customer asked to try again ("Reintentar") on a screen whose code could not
 * come: a lazy screen that failed in an earlier round asks for its code once more (lazy-routes.tsx).
 */
let round = 0;

export const retryRound = (): number => round;

/** "Reintentar" (src/app/route-error-boundary.tsx). */
export function retryUnloadedScreens(): void {
  round += 1;
}
