import { signUpViaApi, uid } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { computed, eventually, expectPath, expectVisible, hexToRgb, loginViaUi } from '../support/ui.ts';

describe('workspace settings', () => {
  test('a new workspace name and primary colour are saved and still there after a reload', async ({ page }) => {
    const account = await signUpViaApi();
    const newName = `Agencia Nueva ${uid()}`;
    const newColor = '#be123c';

    await loginViaUi(page, account, '/login?r=%2Fsettings');
    await expectPath(page, '/settings');

    const nameField = page.getByLabel('Nombre del espacio de trabajo');
    const colorField = page.getByLabel('Color principal');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await eventually(() => nameField.inputValue(), account.workspace.name, 'the current name is shown');

    await nameField.fill(newName);
    await colorField.fill(newColor);
    await eventually(() => computed(save, 'background-color'), hexToRgb(newColor), 'the colour applies at once');
    await save.click();
    await expectVisible(page.getByText('Espacio de trabajo actualizado.'));

    await page.reload();
    await eventually(() => nameField.inputValue(), newName, 'the new name survives a reload');
    expect((await colorField.inputValue()).toLowerCase()).toBe(newColor);
    await eventually(() => computed(save, 'background-color'), hexToRgb(newColor), 'the colour survives a reload');
    await expectVisible(page.getByText(newName));
  });
});
