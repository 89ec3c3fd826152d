import type { Http } from './http.ts';
import {
  PinGrantResponseSchema,
  PinRequestResponseSchema,
  PinValidResponseSchema,
  type PinPurpose,
} from './contract/auth.ts';

const pinPath = (email: string, action: 'valid' | 'request' | 'grant') =>
  `api/auth/${encodeURIComponent(email)}/pin/${action}`;

/** The e-mailed code calls (docs/product.md#calls). */
export const pinApi = (http: Http) => ({
  /** Resolves when the e-mail has a granted code; otherwise the server sends one (PIN_ACCESS_REQUIRED). */
  check: async (email: string, purpose: PinPurpose) =>
    (await http.request(PinValidResponseSchema, pinPath(email, 'valid'), { query: { purpose } })).data,
  request: async (email: string, purpose: PinPurpose) =>
    (await http.request(PinRequestResponseSchema, pinPath(email, 'request'), { query: { purpose } })).data,
  grant: async (email: string, purpose: PinPurpose, pin: string) =>
    (
      await http.request(PinGrantResponseSchema, pinPath(email, 'grant'), {
        method: 'POST',
        query: { purpose },
        body: { email, pin },
      })
    ).data,
});
