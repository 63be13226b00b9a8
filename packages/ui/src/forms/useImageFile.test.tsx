import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImageFile } from './useImageFile';

function Picker({ onChoose }: { onChoose: (dataUrl: string) => void }) {
  const image = useImageFile({ types: ['image/png'], maxBytes: 8, onChoose });
  return (
    <>
      <button type="button" onClick={image.open}>
        Upload
      </button>
      <input aria-label="Image file" {...image.inputProps} />
      {image.problem && <p role="alert">{image.problem}</p>}
      <button type="button" onClick={image.clearProblem}>
        Reset
      </button>
    </>
  );
}

describe('useImageFile', () => {
  const file = (bytes: number, type = 'image/png') =>
    new File(['x'.repeat(bytes)], 'picture', { type });
  // A person may pick "All files" in the dialog: the input's `accept` is a hint, not a check.
  const setup = () => userEvent.setup({ applyAccept: false });

  it('reads an accepted image as a data URL', async () => {
    const onChoose = jest.fn();
    const user = setup();
    render(<Picker onChoose={onChoose} />);
    await user.upload(screen.getByLabelText('Image file'), file(8));
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith('data:image/png;base64,eHh4eHh4eHg='),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses another type and a file too large, and keeps the value', async () => {
    const onChoose = jest.fn();
    const user = setup();
    render(<Picker onChoose={onChoose} />);
    const input = screen.getByLabelText('Image file');
    await user.upload(input, file(4, 'image/svg+xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent('wrongType');
    await user.upload(input, file(9));
    expect(await screen.findByRole('alert')).toHaveTextContent('tooBig');
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the file input from its button, and takes the same file twice', async () => {
    const onChoose = jest.fn();
    const user = setup();
    render(<Picker onChoose={onChoose} />);
    const input = screen.getByLabelText<HTMLInputElement>('Image file');
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(opened).toHaveBeenCalledTimes(1);
    await user.upload(input, file(2));
    await user.upload(input, file(2));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(2));
    expect(input.value).toBe('');
  });
});
