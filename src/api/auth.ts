import type { Http } from './http.ts';
import { LoginResponseSchema, UserResponseSchema, type LoginRequest } from './contract/auth.ts';

export const authApi = (http: Http) => ({
  login: async (credentials: LoginRequest) =>
    (await http.request(LoginResponseSchema, 'api/auth/token', { method: 'POST', body: credentials })).data,
  me: async (token?: string) =>
    (await http.request(UserResponseSchema, 'api/users/me', token === undefined ? {} : { token })).data,
  logout: (token?: string) => http.send('api/auth/logout', token === undefined ? {} : { token }),
});
export type AuthApi = ReturnType<typeof authApi>;
