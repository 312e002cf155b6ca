import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import {
  AUTO_LOCK_CHOICES,
  readAutoLockMinutes,
  saveAutoLockMinutes,
  sessionStore,
  useSession,
} from '../../lib/session';
import { paths } from '../../lib/paths';

export function SessionSettings() {
  const { t } = useLingui();
  const { seed, remembered } = useSession();
  const [minutes, setMinutes] = useState(readAutoLockMinutes);
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <SelectField
        label={t`Auto-lock`}
        hint={t`Sign out after this long without activity. Applies from your next sign-in.`}
        value={minutes}
        onChange={(event) => {
          const value = Number(event.target.value);
          setMinutes(value);
          saveAutoLockMinutes(value);
        }}
      >
        {AUTO_LOCK_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t`Never` : t`After ${m} minutes`}
          </option>
        ))}
      </SelectField>
      {seed && (
        <div className="space-y-2 text-sm">
          <p>
            {remembered
              ? t`This account is remembered on this device, sealed under your passphrase. Signing out keeps it remembered.`
              : t`Your seed is kept for this tab only; closing it signs you out.`}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              sessionStore.signOut('signed_out');
              navigate(paths.signIn());
            }}
          >
            {remembered ? t`Sign out` : t`Sign out and forget the seed`}
          </Button>
        </div>
      )}
    </div>
  );
}
