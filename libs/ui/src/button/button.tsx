import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '../internal/class-names';
import { Spinner } from '../internal/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus (aria-disabled rather than disabled). */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const sizeClass: Record<ButtonSize, string | undefined> = {
  sm: styles.sizeSm,
  md: styles.sizeMd,
  lg: styles.sizeLg,
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  // aria-disabled (from loading or the caller) keeps the button focusable but inert.
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        styles.button,
        styles[variant],
        sizeClass[size],
        fullWidth && styles.fullWidth,
        className,
      )}
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
