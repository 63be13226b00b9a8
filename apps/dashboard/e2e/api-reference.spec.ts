import {
  expect,
  expectAccessible,
  expectPagesFitPhoneDarkRtl,
  signIn,
  test,
} from './support/fixtures';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
}

test.describe('the API reference', () => {
  test('the build serves the contract as /openapi.json, an OpenAPI 3.1 document', async ({
    request,
  }) => {
    const response = await request.get('/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/users/list/data']?.get?.operationId).toBe('users.list');
    expect(document.paths['/jwt/login']?.post?.security).toEqual([]);
  });

  test('opens from the Template section of the menu and shows the calls', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/api-reference$/);
    await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
    const reference = page.getByTestId('api-reference');
    // RapiDoc lists each call by its path (in its shadow DOM, which the locators pierce); the
    // call chosen shows its parameters.
    const usersList = reference.locator('[data-content-id="get-/api/users/list/data"]');
    await expect(usersList).toBeVisible();
    await usersList.click();
    await expect(reference.getByText('perPage').filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('when the document cannot be loaded', () => {
    // The refused request, as the browser logs it.
    test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test('says so, and loads it on retry', async ({ page }) => {
      await signIn(page, 'admin');
      let refused = true;
      await page.route('**/openapi.json', (route) => (refused ? route.abort() : route.continue()));
      await page.goto('/api-reference');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The API document could not be loaded.');
      refused = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(
        page.getByTestId('api-reference').locator('[data-content-id="get-/api/users/list/data"]'),
      ).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });

  test('fits a phone in the dark skin, right to left', async ({ page }) => {
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(page, [['/api-reference', 'API reference']], async () => {
      await expect(page.locator('rapi-doc')).toHaveAttribute('theme', 'dark');
      // Every call in one column: the users list among them.
      await expect(
        page
          .getByTestId('api-reference')
          .getByText('/api/users/list/data')
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });
  });
});
