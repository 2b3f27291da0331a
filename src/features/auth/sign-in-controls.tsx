import { IconEye, IconEyeOff } from '@tabler/icons-react';
import {
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import classes from './sign-in.module.css';

/**
 * The sign-in form's controls, as Mantine's TextInput, PasswordInput, Button and Alert behave for
 * it (label and " *" mark, error tied to its input, pending button, announced notices), in a few
 * lines each: those components and what they bring (transitions, loaders, clear buttons, the
 * styles engine per instance) were a third of the sign-in page's script beyond React and the
 * router. The register form and the rest of the app keep Mantine's.
 */

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Drawn inside the input's end (the password's show/hide button). */
  endSection?: ReactNode;
}

export function Field({ label, error, required, endSection, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      <div className={classes.control}>
        <input
          {...input}
          id={id}
          required={required}
          className={`${classes.input} ${className ?? ''}`}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={error ? errorId : undefined}
        />
        {endSection}
      </div>
      {error && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * A password field with a button that shows or hides the characters. Like Mantine's, the button
 * is left out of the tab order (the field is what the keyboard reaches) and acts on mouse-down, so
 * the field keeps the focus.
 */
export function PasswordField({ toggleLabel, ...props }: FieldProps & { toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((v) => !v);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      className={classes.withToggle}
      endSection={
        <button
          type="button"
          className={classes.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          tabIndex={-1}
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault();
              toggle();
            }
          }}
        >
          <Icon size={16} aria-hidden />
        </button>
      }
    />
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'light';
  size?: 'sm' | 'xs';
  fullWidth?: boolean;
  /** Pending: disabled, a spinner over the label (which screen readers still read). */
  loading?: boolean;
}

export function PlainButton({
  variant = 'filled',
  size = 'sm',
  fullWidth,
  loading,
  disabled,
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={classes.button}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
    />
  );
}

interface NoticeProps {
  role: 'alert' | 'status' | 'note';
  color: 'blue' | 'red' | 'yellow' | 'clinic';
  title?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A message in a tinted box, as Mantine's light Alert; with a title, the title names it. */
export function Notice({ role, color, title, icon, children }: NoticeProps) {
  const titleId = useId();
  return (
    <div
      role={role}
      className={classes.notice}
      data-color={color}
      aria-labelledby={title ? titleId : undefined}
    >
      {icon && <div className={classes.noticeIcon}>{icon}</div>}
      <div className={classes.noticeBody}>
        {title && (
          <div id={titleId} className={classes.noticeTitle}>
            {title}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
