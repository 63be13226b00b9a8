import type { Page } from '@playwright/test';
import {
  configureFakeServer,
  demoAccounts,
  expect,
  expectAccessible,
  signIn,
  signOut,
  test,
} from './support/fixtures';

const sessionKeys = ['accessToken', 'refreshToken', 'userData'] as const;

const storedSession = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...sessionKeys]);

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign in', () => {
  test('an admin lands on the dashboard with the user menu', async ({ page }) => {
    await signIn(page, 'admin');
    const menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Admin');
    await menu.click();
    await expect(page.locator('.ant-dropdown').getByRole('menuitem')).toHaveText([
      'Profile',
      'Settings',
      'Pricing',
      'FAQ',
      'Logout',
    ]);
  });

  test('a wrong password is reported once, for both fields', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, demoAccounts.admin.email, 'wrong');
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toEqual([null, null, null]);
  });

  test('a demo account fills the form when picked', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /client@demo\.com/ }).click();
    await expect(page.getByLabel('Email')).toHaveValue(demoAccounts.client.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/access-control$/);
  });

  test('a client cannot reach an admin screen by URL', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page.getByTestId('acl-common-card')).toBeVisible();
    await expect(page.getByTestId('acl-admin-card')).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/apps/user/list');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });

  test('a visitor is sent to sign in and comes back to the page asked for', async ({ page }) => {
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccess-control$/);
    // An admin's home is "/": landing on /access-control shows returnTo was followed.
    await fillLogin(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByTestId('acl-admin-card')).toBeVisible();
    await expectAccessible(page);
  });

  test('returnTo never leaves the site', async ({ page }) => {
    await page.goto('/login?returnTo=%2F%2Fevil.example%2F');
    await fillLogin(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('a signed-in user opening /login is sent home', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/access-control$/);
  });
});

test.describe('token expiry', () => {
  test('a call after the access token expired succeeds through a refresh', async ({ page }) => {
    await page.clock.install();
    await configureFakeServer(page, {
      delayMs: 0,
      tokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 600,
    });
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: 'Search Ctrl+K' })).toBeVisible();
    const [accessToken, refreshToken] = await storedSession(page);
    await page.clock.fastForward('02:00');

    // Opening search asks the server for its data, with the expired access token.
    await page.getByRole('button', { name: 'Search Ctrl+K' }).click();
    await page.getByRole('combobox', { name: 'Search pages, files and contacts' }).fill('access');
    await expect(page.getByRole('option', { name: /Access Control/ })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    const [newAccessToken, newRefreshToken, userData] = await storedSession(page);
    expect(newAccessToken).not.toBe(accessToken);
    expect(newRefreshToken).not.toBe(refreshToken);
    expect(userData).not.toBeNull();
  });
});

test.describe('sign out and register', () => {
  test('logout clears the stored session and shows the login page', async ({ page }) => {
    await signIn(page, 'admin');
    expect((await storedSession(page)).every(Boolean)).toBe(true);
    await signOut(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null, null]);
    // The visitor's ability again: a protected page asks to sign in.
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });

  test('a new account is signed in, and can sign in again after logout', async ({ page }) => {
    const id = Date.now().toString(36);
    const account = { username: `user${id}`, email: `user${id}@example.com`, password: 'secret12' };
    await page.goto('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    await signOut(page);
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a taken email is reported on its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(`someone${Date.now().toString(36)}`);
    await page.getByLabel('Email').fill(demoAccounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('auth page templates', () => {
  const forms = [
    { page: 'login', submit: 'Sign in', error: 'Enter your email.' },
    { page: 'register', submit: 'Sign up', error: 'Choose a username.' },
    { page: 'forgot-password', submit: 'Send reset link', error: 'Enter your email.' },
    { page: 'reset-password', submit: 'Set new password', error: 'Enter your password.' },
  ];
  for (const variant of ['basic', 'cover']) {
    for (const { page: name, submit, error } of forms) {
      test(`/pages/${name}-${variant} renders and validates`, async ({ page }) => {
        await page.goto(`/pages/${name}-${variant}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByText(error)).toBeVisible();
        await expectAccessible(page);
      });
    }

    test(`/pages/verify-email-${variant} resends the link`, async ({ page }) => {
      await page.goto(`/pages/verify-email-${variant}`);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByText('A new activation link has been sent.')).toBeVisible();
      await expectAccessible(page);
    });

    test(`/pages/two-steps-${variant} waits for six digits`, async ({ page }) => {
      await page.goto(`/pages/two-steps-${variant}`);
      await expect(page.getByRole('button', { name: 'Verify my account' })).toBeDisabled();
      await page.getByLabel('Digit 1 of 6').fill('4');
      await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
      await expectAccessible(page);
    });
  }

  test('the login templates sign in for real', async ({ page }) => {
    for (const variant of ['basic', 'cover']) {
      await page.goto(`/pages/login-${variant}`);
      await fillLogin(page, demoAccounts.client.email, demoAccounts.client.password);
      await expect(page).toHaveURL(/\/access-control$/);
      await signOut(page);
    }
  });

  test('the register templates create an account and sign it in', async ({ page }) => {
    for (const variant of ['basic', 'cover']) {
      const id = `${variant}${Date.now().toString(36)}`;
      await page.goto(`/pages/register-${variant}`);
      await page.getByLabel('Username').fill(`user${id}`);
      await page.getByLabel('Email').fill(`user${id}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('secret12');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await signOut(page);
    }
  });

  test('templates stay viewable when signed in', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/login-basic');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('reset password checks the confirmation and ends in a success state', async ({ page }) => {
    await page.goto('/pages/reset-password-basic');
    await page.getByLabel('New password').fill('secret12');
    await page.getByLabel('Confirm password').fill('secret23');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText("The two passwords don't match.")).toBeVisible();
    await page.getByLabel('Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
  });

  test('the cover illustration gives way to the form below lg', async ({ page }) => {
    await page.goto('/pages/login-cover');
    await expect(page.locator('.auth-cover__illustration')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator('.auth-cover__illustration')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('two-step code: a pasted code fills every box', async ({ page }) => {
  await page.goto('/pages/two-steps-cover');
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate(() => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text', '123456');
    const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(paste);
  });
  for (let n = 1; n <= 6; n += 1) {
    await expect(page.getByLabel(`Digit ${n} of 6`)).toHaveValue(String(n));
  }
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByText('Account verified')).toBeVisible();
});

test.describe('accessibility', () => {
  for (const path of ['/login', '/register', '/forgot-password', '/pages/two-steps-cover']) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the user menu opens from the keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
  });
});
