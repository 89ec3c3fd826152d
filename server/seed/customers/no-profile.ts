// A user who signed up but never saved the data step: no client, so the portal sends them to it.
import type { CustomerSpec } from './spec.ts';

export const noProfileUser: CustomerSpec = {
  email: 'sinperfil@casillero.test',
  password: 'casillero-demo',
  client: null,
  recipients: [],
  packages: [],
  preAlerts: [],
  shipments: [],
};
