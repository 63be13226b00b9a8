import { act, fireEvent, screen, within } from '@testing-library/react';
import UploadDemo, { maxBytes, tickMs } from './UploadDemo';
import { renderDemo } from '../testing';

/** A file of a type and size (its content does not matter to the page). */
function file(name: string, type: string, size = 1024) {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const input = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Files picked or dropped: antd reads the input's change, then checks each file. */
async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(input(), { target: { files } });
  });
}

/** The pretend server's clock moves on by some ticks. */
async function ticks(count: number) {
  await act(async () => {
    jest.advanceTimersByTime(count * tickMs);
  });
}

describe('upload demo', () => {
  let created = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    created = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++created}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows an image’s progress, then says it is done and previews it', async () => {
    renderDemo(<UploadDemo />);
    expect(await screen.findByText('No file yet.')).toBeInTheDocument();
    await choose(file('harbour.png', 'image/png'));

    // getBy…, not findBy…: waiting would run the fake clock, and the upload with it.
    expect(screen.getByRole('status')).toHaveTextContent('Done: 0. Uploading: 1. Failed: 0.');
    await ticks(2);
    expect(screen.getByRole('progressbar', { name: 'Upload of harbour.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await ticks(3);
    expect(screen.getByRole('status')).toHaveTextContent('Done: 1. Uploading: 0. Failed: 0.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The preview is the image itself, read from the device.
    expect(screen.getByRole('img', { name: 'harbour.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
  });

  it('opens a preview of an image', async () => {
    renderDemo(<UploadDemo />);
    await choose(file('harbour.png', 'image/png'));
    await ticks(5);
    fireEvent.click(screen.getByRole('link', { name: 'harbour.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'harbour.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
  });

  it('refuses a file of another type or too large, by name, and keeps the others', async () => {
    renderDemo(<UploadDemo />);
    await choose(
      file('notes.exe', 'application/x-msdownload'),
      file('poster.jpg', 'image/jpeg', maxBytes + 1024 * 1024),
      file('terms.pdf', 'application/pdf'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 files were refused');
    expect(alert).toHaveTextContent('“notes.exe” is neither an image nor a PDF.');
    expect(alert).toHaveTextContent('“poster.jpg” is 3 MB: files may be up to 2 MB.');
    expect(screen.getByText('terms.pdf')).toBeInTheDocument();
    expect(screen.queryByText('notes.exe', { selector: '.ant-upload-list *' })).toBeNull();
    // Only images get a preview.
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await ticks(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the upload and gives the preview back when a file is removed', async () => {
    renderDemo(<UploadDemo />);
    await choose(file('harbour.png', 'image/png'));
    await ticks(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the file' }));
    await ticks(10);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByText('No file yet.')).toBeInTheDocument();
  });

  it('shows a failed upload, when asked to fail', async () => {
    renderDemo(<UploadDemo />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Make the next upload fail' }));
    await choose(file('terms.pdf', 'application/pdf'));
    expect(screen.getByRole('checkbox', { name: 'Make the next upload fail' })).not.toBeChecked();
    await ticks(5);
    expect(screen.getByRole('status')).toHaveTextContent('Done: 0. Uploading: 0. Failed: 1.');
    expect(document.querySelector('.ant-upload-list-item-error')).toHaveTextContent('terms.pdf');
  });

  it('stops its timers and gives every preview back when the page is left', async () => {
    const started = jest.spyOn(window, 'setInterval');
    const stopped = jest.spyOn(window, 'clearInterval');
    const { unmount } = renderDemo(<UploadDemo />);
    await choose(file('harbour.png', 'image/png'), file('dunes.webp', 'image/webp'));
    await ticks(1);
    const uploads = started.mock.calls
      .map((call, index) => ({ delay: call[1], timer: started.mock.results[index].value }))
      .filter(({ delay }) => delay === tickMs);
    expect(uploads).toHaveLength(2);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    // No tick is left to report progress to a page that has gone.
    for (const { timer } of uploads) expect(stopped).toHaveBeenCalledWith(timer);
  });

  it('speaks French', async () => {
    renderDemo(<UploadDemo />, 'fr');
    expect(await screen.findByText('Cliquez ou déposez des fichiers ici')).toBeInTheDocument();
    await choose(file('affiche.jpg', 'image/jpeg', maxBytes + 512 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '« affiche.jpg » fait 2,5 Mo : un fichier peut faire jusqu’à 2 Mo.',
    );
  });
});
