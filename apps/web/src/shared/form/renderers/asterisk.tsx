import { useState } from 'react';
import { isMaskedAsterisk } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { controlAttributes, type FieldControlProps } from '../types.ts';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/**
 * `asterisk` (spec §3 names the type only): a sensitive reference the user types (an identity, police report
 * or medical record number). It is typed hidden like a password with a show/hide toggle, and read back
 * anywhere on the page as asterisks except the last four characters (`maskSensitive`). Its own chunk, loaded
 * with the first form that has such a field (`loadControls`): most forms have none.
 */
export default function AsteriskControl(props: FieldControlProps<'asterisk'>) {
  const { field, id, value, onChange, disabled } = props;
  const [shown, setShown] = useState(false);
  // A saved value comes back from the gateway already masked (its last four characters): shown as it is, and
  // typing replaces it whole (it is selected on focus) rather than editing the stars.
  const saved = isMaskedAsterisk(value);
  return (
    <div className="flex gap-2">
      <Input
        {...controlAttributes(props)}
        type="text"
        // Masked with CSS rather than type=password: it is not a password, and a password field makes
        // browsers offer to save it as one when the form is sent.
        className={shown || saved ? undefined : '[-webkit-text-security:disc]'}
        onFocus={(event) => {
          if (saved) event.currentTarget.select();
        }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="secondary"
        size="field"
        className="shrink-0"
        aria-pressed={shown}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setShown((current) => !current)}
      >
        <EyeIcon crossed={shown} />
        <span className="sr-only">
          {shown ? m.form_hide_value({ label: field.label }) : m.form_show_value({ label: field.label })}
        </span>
      </Button>
    </div>
  );
}
