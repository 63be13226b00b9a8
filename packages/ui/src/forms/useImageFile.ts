import { useRef, useState, type ChangeEvent } from 'react';

/** Why a chosen file was refused: not one of the accepted types, or larger than allowed. */
export type ImageFileProblem = 'wrongType' | 'tooBig';

/** A file's content as a data URL (what a form saves, and an `<img>` previews at once). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * An image chosen from the device for a form (an avatar, a post's picture): a button opens the
 * hidden file input (`open`, `inputProps`); the file is checked against the contract's `types`
 * and `maxBytes` before it is read, and `onChoose` gets it as a data URL. A refused file leaves
 * the value as it was and sets `problem`, which the page words in its language.
 */
export function useImageFile({
  types,
  maxBytes,
  onChoose,
}: {
  types: readonly string[];
  maxBytes: number;
  onChoose: (dataUrl: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal or a reset.
    event.target.value = '';
    if (!file) return;
    if (!types.includes(file.type)) return setProblem('wrongType');
    if (file.size > maxBytes) return setProblem('tooBig');
    setProblem(null);
    onChoose(await readAsDataUrl(file));
  };

  return {
    open: () => input.current?.click(),
    problem,
    clearProblem: () => setProblem(null),
    inputProps: {
      ref: input,
      type: 'file',
      accept: types.join(','),
      onChange: (event: ChangeEvent<HTMLInputElement>) => void choose(event),
      // Not `hidden`: antd's form styles show file inputs whatever that attribute says.
      style: { display: 'none' },
    },
  };
}
