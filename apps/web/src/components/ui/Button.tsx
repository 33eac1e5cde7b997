import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSolvingProof } from '../../lib/proof-of-work-state';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * While true the button shows a spinner and cannot be pressed again; while its call solves a proof
   * of work (issue 22) it reads "Verifying…".
   */
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
  const { t } = useTranslation();
  const verifying = useSolvingProof() && pending;
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <LoaderCircle className="spin" size={16} aria-hidden="true" /> : icon}
      {verifying ? t('common.verifying') : children}
    </button>
  );
}
