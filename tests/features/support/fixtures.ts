// A signed-in customer's client, as api/users/me gives it.
import type { Client } from '../../../src/api/contract/client.ts';

export const CLIENT: Client = {
  id: 40, name: 'Ana', last_name: 'Pérez', display_name: 'Ana Pérez', email: 'ana@casillero.test', document_id: 'V-1',
  phone: '+584121234567', landline_phone: null, address: 'Av. 1', birth_date: '1990-01-31', gender: null, zip_code: '1010',
  type: 'PERSON', locker: 'CAS-10001', profile_image: null,
  country: { id: 1, name: 'Venezuela', iso_code: 'VE' }, state: { id: 10, name: 'Miranda' }, city: { id: 100, name: 'Caracas' },
};
