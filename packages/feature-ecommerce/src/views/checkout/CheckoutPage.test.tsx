import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, fieldRefused, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const openCheckout = (language?: string) =>
  openFeature(
    ecommerceFeature,
    '/apps/ecommerce/checkout',
    () => screen.getByRole('list', { name: /^(Cart|Panier)$/ }),
    { language },
  );
const field = (name: string) => screen.getByRole('textbox', { name });

describe('Checkout', () => {
  it('step 1: lists the cart, changes a quantity, checks the coupon', async () => {
    const { products } = await api.ecommerce.cart();
    const [first] = products;
    const { user } = await openCheckout();
    expect(screen.getByText('Step 1 of 3: Cart')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Cart' })).getAllByRole('listitem');
    expect(lines).toHaveLength(products.length);
    expect(within(lines[0]).getByText(`${first.discountPercentage}% off`)).toBeInTheDocument();

    // Quantity stepper: the server keeps it.
    const qty = screen.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    await user.clear(qty);
    await user.type(qty, '2');
    await waitFor(async () => expect((await api.ecommerce.cart()).products[0].qty).toBe(2));

    // A coupon the shop does not know is refused on its field; a known one shows in the summary.
    await user.type(screen.getByRole('textbox', { name: 'Coupon' }), 'FREE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon is not valid.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Coupon' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon' }), 'tessera10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon (10%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3: Address')).toBeInTheDocument();
  });

  it('steps 2 and 3: checks the address and the card, Back keeps them, and the order empties the cart', async () => {
    const { user, router } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The address: refused while empty, then one of the saved ones.
    expect(await screen.findByText('Step 2 of 3: Address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Every required field says so (antd checks them one by one).
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(6));
    await user.click(await screen.findByRole('button', { name: /Home/ }));
    expect(field('City')).toHaveValue('Oakridge');
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The payment: a mistyped card number fails the Luhn check; Back keeps what was typed.
    expect(await screen.findByText('Step 3 of 3: Payment')).toBeInTheDocument();
    await user.type(field('Card number'), '4242 4242 4242 4241');
    await user.type(field('Name on card'), 'Avery Stone');
    await user.type(field('Expiry (MM/YY)'), '12/49');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 3: Address')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Oakridge');
    expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 3: Payment')).toBeInTheDocument();
    expect(field('Name on card')).toHaveValue('Avery Stone');
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your order number is TS-001001\./)).toBeInTheDocument();
    expect(await api.ecommerce.cart()).toEqual({ products: [], cartItemsCount: 0 });
    // Ordered: nothing is left unsaved, so leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/ecommerce/shop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes cash on delivery, and shows a refused field of the server under it', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /Office/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Card number' }),
      '4242424242424242',
    );
    await user.type(field('Name on card'), 'Avery Stone');
    await user.type(field('Expiry (MM/YY)'), '12/49');
    await user.type(field('CVV'), '123');
    failNext(endpoints.ecommerce.placeOrder, fieldRefused('payment.cardNumber', 'was declined'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('was declined')).toBeInTheDocument();
    expect((await api.ecommerce.cart()).products.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    // The card's fields go once the form tells the step of the new method (Form.useWatch): a
    // render later, which a busy machine may not have made yet.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
  });

  it('asks before leaving with an address typed, and keeps it when the shopper stays', async () => {
    const { user, router } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Lyon');
    await router.navigate('/apps/ecommerce/shop');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/ecommerce/checkout');
    expect(field('City')).toHaveValue('Lyon');
  });

  it('removes a line after asking', async () => {
    const { products } = await api.ecommerce.cart();
    const [first] = products;
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: `Remove: ${first.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Cart' })).getAllByRole('listitem'),
      ).toHaveLength(products.length - 1),
    );
    expect((await api.ecommerce.cart()).products.map((line) => line.id)).not.toContain(first.id);
  });

  it('says when the cart is empty', async () => {
    await signIn({ email: 'client@demo.com', password: 'client' });
    await openFeature(ecommerceFeature, '/apps/ecommerce/checkout', () =>
      screen.getByText('Your cart is empty.'),
    );
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
  });

  it('says the cart could not be loaded, and retry shows it', async () => {
    failNext(endpoints.ecommerce.cart, { status: 500 });
    const { user } = await openFeature(ecommerceFeature, '/apps/ecommerce/checkout');
    const failure = await findLoadFailure(user, 'The cart could not be loaded.');
    await failure.retry();
    expect(await screen.findByRole('list', { name: 'Cart' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await openCheckout('fr');
    expect(screen.getByText('Étape 1 sur 3 : Panier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });
});
