import type { ButtonHTMLAttributes } from 'react';
import './ui.scss';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['stride-button', variant !== 'primary' && `stride-button--${variant}`, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
