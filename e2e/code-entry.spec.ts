import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { boxValues, codeBox, pasteInto, typeCode } from './support/code-entry.ts';
import { advanceServerClock, freshEmail, latestCode } from './support/mailbox.ts';
import { toast } from './support/portal.ts';
import { askForCode, PASSWORD_STEP } from './support/sign-up.ts';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('the code entry screen', () => {
  test('paste fills from the current box; Backspace on an empty box moves back; submit waits for six digits', async ({ page, request }) => {
    const email = freshEmail('pegar');
    await askForCode(page, email);
    await expect(page.getByRole('heading', { name: 'Ingresa tu código', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    const verify = page.getByRole('button', { name: 'Verificar el código' });
    await expect(verify).toBeDisabled();

    await pasteInto(page, 3, '12-34');
    expect(await boxValues(page)).toEqual(['', '', '1', '2', '3', '4']);
    await expect(verify).toBeDisabled();

    // Backspace on a filled box clears it; on an empty box it moves to the previous one.
    await codeBox(page, 2).focus();
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 1)).toBeFocused();

    const code = await latestCode(request, email);
    await pasteInto(page, 1, ` ${code} `);
    expect(await boxValues(page)).toEqual(code.split(''));
    await expect(verify).toBeEnabled();
    await codeBox(page, 6).focus();
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 6)).toHaveValue('');
    await expect(verify).toBeDisabled();
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 5)).toBeFocused();
    await expect(codeBox(page, 5)).toHaveValue(code.charAt(4));
    await codeBox(page, 6).click();
    await page.keyboard.type(code.slice(5));
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page).toHaveURL('/create-account/code-validation-success');
  });

  test('a wrong code is refused with a toast, and the boxes empty for another try', async ({ page, request }) => {
    const email = freshEmail('incorrecto');
    await askForCode(page, email);
    const code = await latestCode(request, email);
    await typeCode(page, wrong(code));
    await page.getByRole('button', { name: 'Verificar el código' }).click();
    await expect(toast(page, 'El código no es correcto. Revísalo e inténtalo de nuevo.')).toBeVisible();
    expect(await boxValues(page)).toEqual(['', '', '', '', '', '']);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verificar el código' }).click();
    await expect(page).toHaveURL('/create-account/code-validation-success');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(PASSWORD_STEP);
  });

  test('a new code can be asked for a minute later; the new one works', async ({ page, request }) => {
    await page.clock.install();
    const email = freshEmail('reenvio');
    await askForCode(page, email);
    const first = await latestCode(request, email);
    const resend = page.getByRole('button', { name: 'Enviar un código nuevo' });
    await expect(resend).toBeDisabled();
    await expect(page.getByText('(puedes pedir uno nuevo un minuto después del último)')).toBeVisible();

    // A minute passes, for the page and for the server.
    await page.clock.fastForward('01:01');
    await advanceServerClock(request, 1);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(toast(page, 'Te enviamos un código nuevo por correo.')).toBeVisible();
    const second = await latestCode(request, email, first);
    expect(second).not.toBe(first);
    await typeCode(page, second);
    await page.getByRole('button', { name: 'Verificar el código' }).click();
    await expect(page).toHaveURL('/create-account/code-validation-success');
  });
});
