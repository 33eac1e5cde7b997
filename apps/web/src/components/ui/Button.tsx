import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** While true the button shows a spinner and cannot be pressed again. */
  pending?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  pending = false,
  icon,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <LoaderCircle className="spin" size={16} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
