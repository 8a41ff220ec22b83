import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { SEND_CODE_SECONDS } from '../internal/constants';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /**
   * Sends the code. The countdown starts when it returns (or its promise resolves); returning false or
   * rejecting leaves the button ready to try again.
   */
  onSend: () => void | boolean | Promise<void | boolean>;
  /** Button text for the seconds left; 0 means ready, e.g. s => s ? `Resend in ${s} s` : 'Send code'. */
  label: (secondsLeft: number) => string;
  /** Spec: 60 s. */
  seconds?: number;
}

export function SendCodeButton({
  onSend,
  label,
  seconds = SEND_CODE_SECONDS,
  disabled,
  variant = 'secondary',
  ...rest
}: SendCodeButtonProps) {
  // Seconds left come from the wall clock, so a throttled background tab still ends on time.
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = () => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  };

  const handleClick = () => {
    if (left > 0 || sending) return;
    const result = onSend();
    if (!(result instanceof Promise)) {
      if (result !== false) start();
      return;
    }
    setSending(true);
    result
      .then((sent) => {
        if (sent !== false) start();
      })
      // A failed send is the caller's to report (e.g. a toast); the button stays ready for another try.
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Button
      {...rest}
      variant={variant}
      loading={sending}
      disabled={disabled}
      // aria-disabled rather than disabled while counting, so focus stays on the button.
      aria-disabled={left > 0 || undefined}
      onClick={handleClick}
    >
      {label(left)}
    </Button>
  );
}
