// Money and measures are shown to the cent (or the hundredth): half-up, without binary-float
// surprises (1.005 -> 1.01, not 1.00).
export const round2 = (n: number) => Math.round(n * 100 * (1 + Number.EPSILON)) / 100;
