/** The API's base address: absolute, so paths like 'api/users/me' never resolve against the page (/home/…). */
export const apiBaseUrl = (): string => new URL(import.meta.env.VITE_API_URL || '/', window.location.origin).href;
