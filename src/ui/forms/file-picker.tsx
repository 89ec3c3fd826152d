import '../../styles/file-picker.css';
import { useCallback, useEffect, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatFileSize } from '../../lib/file-size.ts';
import { Icon } from '../icons.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange' | 'children'>;

export type FilePickerProps = NativeProps & {
  id: string;
  /** What the button says before a file is chosen; "Choose a file" unless told. */
  chooseLabel?: ReactNode;
  /** Shows the chosen file (preview, name, size) and "Change file". Off where a choice goes up at once. */
  showChosen?: boolean;
  /** A file chosen before this picker was shown (its flow kept it): it is put back in the input. */
  kept?: File | null;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

const canRestore = () => typeof DataTransfer !== 'undefined';

/**
 * A file input in the portal's language and look: the browser's own control (which says "Choose
 * file / No file chosen" in the browser's language) is visually hidden but stays the focusable,
 * labelled control that forms read by name; a button-like label opens it and shows its focus.
 * Once a file is chosen: a preview (a thumbnail for an image, a document icon otherwise), its name
 * and its size, and "Change file".
 */
export function FilePicker({ id, chooseLabel, showChosen = true, kept, onChange, 'aria-describedby': describedBy, ...input }: FilePickerProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<File | null>(null);
  const preview = usePreviewUrl(showChosen ? chosen : null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  // The kept file goes back into the input (the form reads it from there) and is shown as chosen.
  const restore = useCallback(
    (node: HTMLInputElement | null) => {
      if (!node || !kept || node.files?.length || !canRestore()) return;
      const files = new DataTransfer();
      files.items.add(kept);
      node.files = files.files;
      setChosen(kept);
    },
    [kept],
  );
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(event.target.files?.[0] ?? null);
    onChange?.(event);
  };
  const shown = showChosen ? chosen : null;
  const chosenId = `${id}-chosen`;
  const description = [describedBy, shown ? chosenId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="file-picker">
      {shown && (
        <div id={chosenId} className="file-picker__chosen">
          <span className="file-picker__preview" aria-hidden="true">
            {preview && preview !== brokenPreview ? (
              <img src={preview} alt="" width={48} height={48} onError={() => setBrokenPreview(preview)} />
            ) : (
              <Icon name="file" size={28} />
            )}
          </span>
          <span className="file-picker__details">
            <span className="visually-hidden">
              <Trans>Chosen file:</Trans>{' '}
            </span>
            <span className="file-picker__name" title={shown.name}>
              {shown.name}
            </span>
            <span className="file-picker__size">{formatFileSize(i18n.locale, shown.size)}</span>
          </span>
        </div>
      )}
      <input
        ref={restore}
        {...input}
        id={id}
        type="file"
        className="visually-hidden file-picker__input"
        aria-describedby={description}
        onChange={change}
      />
      <label htmlFor={id} className="button button--secondary file-picker__button">
        <Icon name="upload" size={18} />
        {shown ? <Trans>Change file</Trans> : (chooseLabel ?? <Trans>Choose a file</Trans>)}
      </label>
    </div>
  );
}

/** An object URL for an image file's thumbnail, revoked when the file changes or the picker goes. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
