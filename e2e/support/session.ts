// Signing in through the real form, in either language.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_CUSTOMER = { email: 'demo@casillero.test', password: 'casillero-demo' } as const;

export const SIGN_IN_LABELS = {
  email: /correo electrónico|e-?mail/i,
  password: /^\s*(contraseña|password)\s*\*?\s*$/i,
  submit: /^(iniciar sesión|sign in)$/i,
};

/** Opens the sign-in page (unless `goto: false`), fills the form by its labels and submits. */
export async function signIn(
  page: Page,
  email: string = DEMO_CUSTOMER.email,
  password: string = DEMO_CUSTOMER.password,
  options: { goto?: string | false; labels?: Partial<typeof SIGN_IN_LABELS> } = {},
): Promise<void> {
  const labels = { ...SIGN_IN_LABELS, ...options.labels };
  const path = options.goto === undefined ? '/' : options.goto;
  if (path !== false) await page.goto(path);
  const emailField = page.getByLabel(labels.email);
  await expect(emailField).toBeVisible();
  await emailField.fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** One API sign-in of the demo customer per server and worker, for demoData. */
const demoTokens = new Map<string, Promise<string>>();

function demoToken(request: APIRequestContext): Promise<string> {
  const server = String(test.info().project.use.baseURL);
  let token = demoTokens.get(server);
  if (!token) {
    token = request
      .post('/api/auth/token', { data: DEMO_CUSTOMER })
      .then(async (login) => {
        expect(login.status(), 'the demo customer signs in through the API').toBe(200);
        return ((await login.json()) as { data: { token: string } }).data.token;
      });
    demoTokens.set(server, token);
  }
  return token;
}

/** GETs an API path as the demo customer (English labels) and returns the envelope's `data`. */
export async function demoData<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await demoToken(request);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
