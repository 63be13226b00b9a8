import { fireEvent, screen } from '@testing-library/react';
import SlidersDemo from './SlidersDemo';
import { renderDemo } from '../testing';

const keyCodes = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, End: 35 };

/** A key pressed on a handle: antd's slider reads the key's code, which user-event leaves out. */
function press(handle: HTMLElement, ...keys: (keyof typeof keyCodes)[]) {
  for (const key of keys) {
    fireEvent.keyDown(handle, { key, keyCode: keyCodes[key] });
    fireEvent.keyUp(handle, { key, keyCode: keyCodes[key] });
  }
}

describe('sliders demo', () => {
  it('keeps the slider and its number field in step, both ways', async () => {
    const { user } = renderDemo(<SlidersDemo />);
    const slider = await screen.findByRole('slider', { name: 'Volume' });
    const field = screen.getByRole('textbox', { name: 'Volume, in percent' });
    press(slider, 'ArrowRight', 'ArrowRight');
    expect(slider).toHaveAttribute('aria-valuenow', '32');
    expect(field).toHaveValue('32');
    await user.clear(field);
    await user.type(field, '75');
    expect(slider).toHaveAttribute('aria-valuenow', '75');
  });

  it('says what the field takes, and leaves the slider where it was', async () => {
    const { user } = renderDemo(<SlidersDemo />);
    const field = await screen.findByRole('textbox', { name: 'Volume, in percent' });
    await user.clear(field);
    await user.type(field, '140');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a whole number from 0 to 100.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // It followed "1" and "14", and stays there.
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '14');
    await user.clear(field);
    await user.type(field, '12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '12');
  });

  it('moves each end of a range, said in money', async () => {
    renderDemo(<SlidersDemo />);
    const low = await screen.findByRole('slider', { name: 'Lowest price' });
    const high = screen.getByRole('slider', { name: 'Highest price' });
    expect(screen.getByText('Prices from $120 to $360')).toBeInTheDocument();
    press(low, 'ArrowLeft');
    press(high, 'End');
    expect(low).toHaveAttribute('aria-valuetext', '$110');
    expect(high).toHaveAttribute('aria-valuenow', '500');
    expect(screen.getByText('Prices from $110 to $500')).toBeInTheDocument();
  });

  it('goes from mark to mark only', async () => {
    renderDemo(<SlidersDemo />);
    const speed = await screen.findByRole('slider', { name: 'Speed' });
    press(speed, 'ArrowRight');
    expect(speed).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByText('Speed chosen: 90 km/h')).toBeInTheDocument();
    expect(screen.getByText('Too fast')).toBeInTheDocument();
  });

  it('turns upright sliders with the up and down keys', async () => {
    renderDemo(<SlidersDemo />);
    const bass = await screen.findByRole('slider', { name: 'Bass' });
    expect(bass).toHaveAttribute('aria-orientation', 'vertical');
    press(bass, 'ArrowUp', 'ArrowUp');
    press(screen.getByRole('slider', { name: 'Treble' }), 'ArrowDown');
    expect(screen.getByText('Bass 6 dB, treble -3 dB')).toBeInTheDocument();
  });

  it('refuses changes while disabled, and takes them once unlocked', async () => {
    const { user } = renderDemo(<SlidersDemo />);
    const brightness = await screen.findByRole('slider', { name: 'Brightness' });
    expect(brightness).toHaveAttribute('aria-disabled', 'true');
    expect(brightness).not.toHaveAttribute('tabindex');
    await user.click(screen.getByRole('switch', { name: 'Lock the brightness' }));
    expect(brightness).toHaveAttribute('aria-disabled', 'false');
    press(brightness, 'ArrowRight');
    expect(brightness).toHaveAttribute('aria-valuenow', '61');
  });

  it('speaks French, money included', async () => {
    renderDemo(<SlidersDemo />, 'fr');
    expect(await screen.findByRole('slider', { name: 'Prix le plus bas' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^120\s\$US$/),
    );
    expect(screen.getByText('Vitesse choisie : 50 km/h')).toBeInTheDocument();
  });
});
