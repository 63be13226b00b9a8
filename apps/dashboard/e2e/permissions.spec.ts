import type { Page } from '@playwright/test';
import { expect, expectAccessible, pick, settled, signIn, test } from './support/fixtures';

/** The names in the permissions table, top to bottom. */
async function permissionNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Permissions' });
  return table.locator('tbody tr[data-row-key] td:first-child').allTextContents();
}

async function openPermissions(page: Page, search = '') {
  await page.goto(`/apps/permissions${search}`);
  await expect(page.getByRole('heading', { name: 'Permissions list', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Permissions' }).locator('tbody tr[data-row-key]').first(),
  ).toBeVisible();
}

test.describe('permissions (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('lists the nine permissions and passes axe', async ({ page }) => {
    await openPermissions(page);
    expect(await permissionNames(page)).toHaveLength(9);
    await expect(page.getByText('Showing 1 to 9 of 9 entries')).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText('Roles & Permissions');
    await expectAccessible(page);
  });

  test('adds, renames, filters and deletes a permission', async ({ page }) => {
    await openPermissions(page);

    // Add: a new permission goes to administrators.
    await page.getByRole('button', { name: 'Add permission' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add new permission' });
    await expectAccessible(page);
    await addDialog.getByLabel('Permission name').fill('Audit Logs');
    await addDialog.getByRole('button', { name: 'Create permission' }).click();
    await expect(page.getByText('Permission “Audit Logs” added.')).toBeVisible();
    await expect(addDialog).toBeHidden();
    const added = page.getByRole('row', { name: /Audit Logs/ });
    await expect(added).toBeVisible();
    await expect(added).toContainText('Administrator');

    // A name in use is refused on the field.
    await page.getByRole('button', { name: 'Add permission' }).click();
    await expect(addDialog).toBeVisible();
    await settled(page);
    await addDialog.getByLabel('Permission name').fill('Management');
    await addDialog.getByRole('button', { name: 'Create permission' }).click();
    await expect(addDialog.getByText('This permission name is already in use.')).toBeVisible();
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(addDialog).toBeHidden();

    // Rename, after the warning.
    await page.getByRole('button', { name: 'Edit Audit Logs' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit permission' });
    await expect(editDialog.getByText(/Renaming a permission may affect/)).toBeVisible();
    // The dialog zooms in: a click aimed meanwhile can miss its button.
    await settled(page);
    await editDialog.getByLabel('Permission name').fill('Audit Trail');
    await editDialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Permission renamed to “Audit Trail”.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Audit Trail/ })).toBeVisible();

    // Filter by role: administrators have it, support does not; the filter is in the URL.
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByTitle('Support', { exact: true }).click();
    await expect(page).toHaveURL(/assignedTo=support/);
    await expect
      .poll(() => permissionNames(page))
      .toEqual(['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]);
    await page.goBack();
    await expect(page.getByRole('row', { name: /Audit Trail/ })).toBeVisible();

    // Search narrows the list (debounced) and is shareable.
    await page.getByRole('textbox', { name: 'Search permissions' }).fill('audit');
    await expect(page).toHaveURL(/q=audit/);
    await expect.poll(() => permissionNames(page)).toEqual(['Audit Trail']);

    // Delete, once confirmed.
    await page.getByRole('button', { name: 'Delete Audit Trail' }).click();
    const confirm = page.getByRole('dialog', { name: /Delete the permission “Audit Trail”/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Permission “Audit Trail” deleted.')).toBeVisible();
    await expect(page.getByText('No permission matches this search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => permissionNames(page)).toHaveLength(9);
  });

  test("edits a role's matrix, which stays saved", async ({ page }) => {
    await page.goto('/apps/roles');
    await expect(page.getByRole('heading', { name: 'Roles list', level: 1 })).toBeVisible();
    const editor = page.locator('.role-card', {
      has: page.getByRole('heading', { name: 'Editor' }),
    });
    await expect(editor).toContainText(/Total \d+ users/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit role Editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    // The dialog zooms in: a click during the zoom can land beside the box it aims at.
    await expect(dialog).toBeVisible();
    await settled(page);
    const payrollCreate = dialog.getByLabel('Payroll Create');
    await expect(payrollCreate).not.toBeChecked();
    await payrollCreate.check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Role “Editor” saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Edit role Editor' }).click();
    await expect(dialog.getByLabel('Payroll Create')).toBeChecked();
    await settled(page);
    await expectAccessible(page);
    await expect(dialog.getByLabel('Select all')).not.toBeChecked();
    await dialog.getByLabel('Select all').check();
    await expect(dialog.getByLabel('Reporting Create')).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The users beneath: filter by role.
    await page.getByRole('combobox', { name: 'Role' }).click();
    const options = page.locator('.ant-select-dropdown:visible');
    await expect(options).toBeVisible();
    await settled(page);
    await options.getByTitle('Editor', { exact: true }).click();
    await expect(page).toHaveURL(/role=editor/);
    const roles = page
      .getByRole('table', { name: 'Users and their roles' })
      .locator('tbody tr[data-row-key] td:nth-child(3)');
    await expect
      .poll(async () => new Set(await roles.allTextContents()))
      .toEqual(new Set(['Editor']));
  });
});

test.describe('roles are data', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin'));

  test('a role added on the roles page is assigned in the users app and counted', async ({
    page,
  }) => {
    await page.goto('/apps/roles');
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new role' });
    await dialog.getByLabel('Role name').fill('Support Lead');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Role “Support Lead” added.')).toBeVisible();
    const card = page.locator('.role-card', {
      has: page.getByRole('heading', { name: 'Support Lead' }),
    });
    await expect(card).toContainText('Total 0 users');

    // In the same session (the data lives in the page): through the bookmarks, not a reload.
    const bookmarks = page.getByRole('navigation', { name: 'Bookmarks' });
    await bookmarks.getByRole('link', { name: 'User List' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/list/);
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    await rows.first().locator('td:first-child a').click();
    const userCard = page.getByTestId('user-card');
    await userCard.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user information' });
    await pick(
      page,
      edit.getByLabel('Role'),
      page.locator('.ant-select-dropdown:visible').getByTitle('Support Lead'),
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(userCard.getByText('Support Lead').first()).toBeVisible();

    await bookmarks.getByRole('link', { name: 'Roles' }).click();
    await expect(card).toContainText('Total 1 user');
  });
});

test.describe('permissions (client)', () => {
  for (const path of ['/apps/permissions', '/apps/roles']) {
    test(`a client opening ${path} gets the not-authorized page`, async ({ page }) => {
      await signIn(page, 'client');
      await page.goto(path);
      await expect(page).toHaveURL(/\/misc\/not-authorized$/);
      await expect(page.getByTestId('not-authorized-page')).toBeVisible();
    });
  }
});
