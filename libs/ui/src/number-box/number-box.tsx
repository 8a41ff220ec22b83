import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cx } from '../internal/class-names';
import { NUMBER_BOX_MIN } from '../internal/constants';
import styles from './number-box.module.css';

/** A value the box did not take as given: what was asked for, what it became, and which bound it met. */
export interface NumberBoxClamp {
  requested: number;
  value: number;
  bound: 'min' | 'max';
}

export interface NumberBoxProps {
  /** Accessible name of the quantity field. */
  label: string;
  /** aria-label of the "−" button. */
  decrementLabel: string;
  /** aria-label of the "+" button. */
  incrementLabel: string;
  /** Controlled value; leave undefined to let the box keep its own value. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /**
   * Called after a typed or stepped value was brought within min and max (5000 with max 337 becomes 337), so
   * the caller can say why; onChange, if the value changed, is called first.
   */
  onClamp?: (clamp: NumberBoxClamp) => void;
  /** Smallest value; the spec's quantity minimum is 1. */
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

export function NumberBox({
  label,
  decrementLabel,
  incrementLabel,
  value,
  defaultValue,
  onChange,
  onClamp,
  min = NUMBER_BOX_MIN,
  max,
  step = 1,
  disabled = false,
  id,
  name,
  className,
}: NumberBoxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const clamp = (next: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, next));
  const [ownValue, setOwnValue] = useState(() => clamp(defaultValue ?? min));
  const [draft, setDraft] = useState<string | null>(null);
  const current = value ?? ownValue;
  const atMin = current <= min;
  const atMax = max !== undefined && current >= max;

  const commit = (next: number) => {
    const clamped = clamp(next);
    setDraft(null);
    if (value === undefined) setOwnValue(clamped);
    if (clamped !== current) onChange?.(clamped);
    if (clamped !== next) onClamp?.({ requested: next, value: clamped, bound: next < min ? 'min' : 'max' });
  };

  const commitDraft = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    if (Number.isNaN(parsed)) setDraft(null);
    else commit(parsed);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value.replace(min < 0 ? /[^\d-]/g : /\D/g, ''));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const base = draft === null ? current : Number.parseInt(draft, 10) || current;
    const moves: Record<string, (() => void) | undefined> = {
      ArrowUp: () => commit(base + step),
      ArrowDown: () => commit(base - step),
      PageUp: () => commit(base + step * 10),
      PageDown: () => commit(base - step * 10),
      Home: () => commit(min),
      End: max === undefined ? undefined : () => commit(max),
      Enter: commitDraft,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className={cx(styles.box, disabled && styles.disabled, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label={decrementLabel}
        aria-controls={inputId}
        aria-disabled={atMin || undefined}
        disabled={disabled}
        onClick={() => !atMin && commit(current - step)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={inputId}
        name={name}
        className={styles.input}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        autoComplete="off"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft ?? String(current)}
        disabled={disabled}
        onChange={handleChange}
        onBlur={commitDraft}
        onKeyDown={handleKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={incrementLabel}
        aria-controls={inputId}
        aria-disabled={atMax || undefined}
        disabled={disabled}
        onClick={() => !atMax && commit(current + step)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
