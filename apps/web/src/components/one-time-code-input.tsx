import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

interface OneTimeCodeInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> {
  id: string;
  value: string;
  /** Called with the digits only. */
  onValueChange(code: string): void;
  /** The id of the message describing the error, when there is one. */
  errorId?: string | undefined;
}

/** The 6-digit code from an authenticator app: digits only, offered by the phone's keyboard and autofill. */
export function OneTimeCodeInput({ id, value, onValueChange, errorId, ...rest }: OneTimeCodeInputProps) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, ''))}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="font-mono tracking-[0.4em]"
      {...rest}
    />
  );
}
