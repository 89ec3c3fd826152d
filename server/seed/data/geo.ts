import type { CountrySeed } from './geo-types.ts';
import { venezuela } from './geo-ve.ts';
import { colombia } from './geo-co.ts';
import { peru } from './geo-pe.ts';
import { ecuador } from './geo-ec.ts';
import { panama } from './geo-pa.ts';
import { dominicanRepublic } from './geo-do.ts';
import { mexico } from './geo-mx.ts';
import { guatemala, elSalvador, honduras, nicaragua, costaRica } from './geo-central-america.ts';
import { cuba, puertoRico } from './geo-caribbean.ts';
import { bolivia, chile, argentina, uruguay, paraguay, brazil } from './geo-south-america.ts';

export type { CountrySeed } from './geo-types.ts';

/** The countries served, the six main markets first (in full), then the rest (capitals and main cities). */
export const COUNTRIES: readonly CountrySeed[] = [
  venezuela, colombia, peru, ecuador, panama, dominicanRepublic,
  mexico, guatemala, elSalvador, honduras, nicaragua, costaRica, cuba, puertoRico,
  bolivia, chile, argentina, uruguay, paraguay, brazil,
];
