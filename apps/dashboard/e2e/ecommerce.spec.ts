import {
  expect,
  expectAccessible,
  expectDarkRtl,
  preferDarkRtl,
  settled,
  signIn,
  test,
} from './support/fixtures';

test.describe('ecommerce', () => {
  test('filters and searches the shop, buys a product through the three checkout steps, and axe passes on every step', async ({
    page,
  }) => {
    // The whole purchase in one journey, with axe on each screen: several times a page's work.
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('article').first()).toBeVisible();
    const cart = page.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cart).toBeVisible();
    await expectAccessible(page);

    // Filter: a category, then search for what one of its products is called.
    await page.getByRole('radio', { name: 'Audio' }).click();
    await expect(page).toHaveURL(/category=audio/);
    // The count says when the filtered answer is in (all 27 before).
    await expect(page.getByText(/^\d+ results?$/)).not.toHaveText('27 results');
    const addButton = products.getByRole('button', { name: /^Add to cart: / }).first();
    await expect(addButton).toBeVisible();
    const label = (await addButton.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Add to cart: /, '');
    const word = name.split(' ')[1];
    await page.getByRole('textbox', { name: 'Search products' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page).toHaveURL(/category=audio/);
    await expect(products.getByRole('link', { name, exact: true })).toBeVisible();
    await expectAccessible(page);

    // Open the product: add it to the cart and the wishlist; the navbar count follows.
    await products.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect(page.getByRole('link', { name: `View in cart: ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
    const heart = page.getByRole('button', { name: 'Wishlist' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The navbar's cart lists it; its link opens the cart.
    await page.getByRole('button', { name: 'Cart, 4 items' }).click();
    const items = page.getByRole('list', { name: 'Items in the cart' });
    await expect(items.getByRole('link', { name })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View cart' }).click();

    // Step 1: the cart.
    await expect(page.getByText('Step 1 of 3: Cart')).toBeAttached();
    await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(4);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Coupon' }).fill('TESSERA10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon (10%)')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the address (checked), from the saved ones.
    await expect(page.getByText('Step 2 of 3: Address')).toBeAttached();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('button', { name: /Home/ }).click();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Oakridge');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the payment; a mistyped card is refused, then the order is placed.
    await expect(page.getByText('Step 3 of 3: Payment')).toBeAttached();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Avery Stone');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/49');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('This card number is not valid.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeVisible();
    await expect(page.getByText(/Your order number is TS-\d{6}\./)).toBeVisible();
    await expectAccessible(page);

    // The cart is empty afterwards, in the navbar and on the checkout.
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/);
    // (In the app, not by reloading: the fake server's data lives as long as the page.)
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('in the dark skin and right to left, the shop, a product and the wishlist are accessible', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await preferDarkRtl(page);
    await page.goto('/apps/ecommerce/shop?view=list');
    await expectDarkRtl(page);
    const firstLink = page
      .getByRole('list', { name: 'Products' })
      .getByRole('heading')
      .first()
      .getByRole('link');
    await expect(firstLink).toBeVisible();
    await expectAccessible(page);
    await firstLink.click();
    await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/apps/ecommerce/wishlist');
    await expect(
      page.getByRole('list', { name: 'Wishlist' }).getByRole('article').first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a client account shops too: the shop opens, with its own empty cart', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/ecommerce/shop');
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });
});
