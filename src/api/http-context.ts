import { createContext, useContext } from 'react';
import type { Http } from './http.ts';

/** The one HTTP client of the portal, created at boot (src/main.tsx). */
export const HttpContext = createContext<Http | null>(null);

export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp needs the HttpContext provider (src/app/app.tsx)');
  return http;
}
