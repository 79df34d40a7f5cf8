import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { emailProblem, type EmailProblem } from '@portal/contracts/entities/email-rule';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { closeOnEscape } from '../../../lib/inline-form-focus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useReloadUser } from '../hooks/use-profile.ts';
import { ServerRefusal } from './server-refusal.tsx';

const PROBLEM_TEXT: Record<EmailProblem, () => string> = {
  required: () => m.profile_email_required(),
  invalid: () => m.profile_email_invalid(),
};

interface EmailEditorProps {
  /** The current address; null when the profile has none (then the address is added, not changed). */
  current: string | null;
  onDone: (savedEmail: string) => void;
  onCancel: () => void;
}

/**
 * Changes the e-mail address, or adds one to a profile without (spec §4, §5): 'Email harus diisi' and
 * 'Masukkan email yang valid' by the contracts' one e-mail rule; the broker's own text and code when it refuses
 * (spec §8), with what was typed kept; on success the user details are reloaded.
 */
export function EmailEditor({ current, onDone, onCancel }: EmailEditorProps) {
  const ids = useId();
  const inputId = `${ids}-email`;
  const errorId = `${ids}-email-error`;
  const [email, setEmail] = useState(current ?? '');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const reloadUser = useReloadUser();
  const adding = current === null;

  const options = {
    onSuccess: async ({ email: saved }: { email: string }) => {
      await reloadUser();
      onDone(saved);
    },
  };
  const update = useMutation(trpc.user.updateEmail.mutationOptions(options));
  const add = useMutation(trpc.user.addEmail.mutationOptions(options));
  const save = adding ? add : update;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailProblem(email);
    setChecked(true);
    setProblem(found);
    if (found) {
      document.getElementById(inputId)?.focus();
      return;
    }
    save.mutate({ email: email.trim() });
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={closeOnEscape(onCancel, !save.isPending)}
      noValidate
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{adding ? m.profile_email() : m.profile_email_new_label()}</Label>
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            // After a refused try, say at once when it becomes right (or wrong in another way).
            if (checked) setProblem(emailProblem(event.target.value));
          }}
        />
        {problem ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {PROBLEM_TEXT[problem]()}
          </p>
        ) : null}
      </div>
      {save.isError ? <ServerRefusal error={save.error} fallback="email_update_failed" /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.form_saving() : m.profile_email_save()}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {m.upload_cancel()}
        </Button>
      </div>
    </form>
  );
}
