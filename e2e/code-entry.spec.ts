import { expect, test } from '@playwright/test';
import { boxValues, codeBox, pasteInto } from './support/code-entry.ts';
import { freshEmail, latestCode } from './support/mailbox.ts';
import { askForCode } from './support/sign-up.ts';

// A wrong code, asking for a new one, and a code that spent its tries are paths of the PIN's
// UI model (e2e/paths/pin.spec.ts).

test.describe('the code entry screen', () => {
  test('paste fills from the current box; Backspace on an empty box moves back; submit waits for six digits', async ({ page, request }) => {
    const email = freshEmail('pegar');
    await askForCode(page, email);
    await expect(page.getByRole('heading', { name: 'Ingresa tu código', level: 1 })).toBeVisible();
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
});
