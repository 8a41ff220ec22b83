import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../internal/class-names';
import { UPLOAD_MAX_FILES } from '../internal/constants';
import hidden from '../internal/visually-hidden.module.css';
import { fieldDescription } from '../text-field/field-frame';
import styles from './upload-widget.module.css';

export interface UploadWidgetProps {
  /** Text of the pick button, which labels the file input (translated). */
  label: string;
  /** aria-label of a file's remove button, e.g. name → "Remove photo.jpg". */
  removeLabel: (fileName: string) => string;
  /** Shown (role="alert") when a pick would exceed maxFiles; the extra files are not added. */
  tooManyMessage: string;
  /** Accessible name of the list of chosen files. */
  listLabel?: string;
  hint?: string;
  /** Why the chosen files will not do (e.g. none chosen yet), already translated. */
  error?: string;
  /** Spec default: 52. */
  maxFiles?: number;
  accept?: string;
  multiple?: boolean;
  /** Controlled list; leave undefined to let the widget keep its own. */
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** A thumbnail for image files (the object URL lives exactly as long as the <img>); a plain tile otherwise. */
function FilePreview({ file }: { file: File }) {
  const [broken, setBroken] = useState(false);
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (broken || !file.type.startsWith('image/')) {
    return <span className={cx(styles.preview, styles.genericPreview)} aria-hidden="true" />;
  }
  return <img ref={attach} className={styles.preview} alt="" onError={() => setBroken(true)} />;
}

export function UploadWidget({
  label,
  removeLabel,
  tooManyMessage,
  listLabel,
  hint,
  error,
  maxFiles = UPLOAD_MAX_FILES,
  accept,
  multiple = true,
  value,
  defaultValue = [],
  onChange,
  disabled = false,
  name,
  id,
  className,
}: UploadWidgetProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, { hint, error });
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultValue);
  const [rejected, setRejected] = useState(false);
  const files = value ?? ownFiles;
  const full = files.length >= maxFiles;

  const update = (next: File[]) => {
    if (value === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []).filter(
      (file) => !files.some((existing) => sameFile(existing, file)),
    );
    event.target.value = '';
    const room = Math.max(0, maxFiles - files.length);
    setRejected(picked.length > room);
    const added = picked.slice(0, room);
    if (added.length > 0) update([...files, ...added]);
  };

  const remove = (index: number) => {
    // Commit first: the input may only now become enabled again, and the removed button loses focus.
    flushSync(() => {
      setRejected(false);
      update(files.filter((_, i) => i !== index));
    });
    inputRef.current?.focus();
  };

  return (
    <div className={cx(styles.widget, className)}>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        className={cx(hidden.visuallyHidden, styles.input)}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled || full}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={handlePick}
      />
      <label htmlFor={inputId} className={cx(styles.pick, (disabled || full) && styles.pickDisabled)}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {rejected && (
        <p role="alert" className={styles.error}>
          {tooManyMessage}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.list} aria-label={listLabel}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.item}>
              <FilePreview file={file} />
              <span className={styles.name}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
