// An account's e-mail address as it is compared, stored and counted (auth/throttle.ts): trimmed and in lower case.
export const normalEmail = (email: string) => email.trim().toLowerCase();
