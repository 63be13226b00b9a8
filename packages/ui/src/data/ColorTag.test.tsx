import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { contrastRatio } from '../testing/contrast';
import { ColorTag, tagColors } from './ColorTag';

describe('ColorTag', () => {
  it.each([
    ['light', theme.defaultAlgorithm],
    ['dark', theme.darkAlgorithm],
  ])('keeps its text readable on its tint in the %s skin', (_skin, algorithm) => {
    const token = theme.getDesignToken({ algorithm });
    for (const color of tagColors) {
      expect(contrastRatio(token[`${color}8`], token[`${color}1`])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the palette on the tag, or the neutral tag without a colour', () => {
    const token = theme.getDesignToken();
    render(
      <>
        <ColorTag color="orange">Manager</ColorTag>
        <ColorTag>Inactive</ColorTag>
      </>,
    );
    expect(screen.getByText('Manager').closest('.ant-tag')).toHaveStyle({
      color: token.orange8,
      background: token.orange1,
    });
    expect(screen.getByText('Inactive').closest('.ant-tag')).not.toHaveAttribute('style');
  });
});
