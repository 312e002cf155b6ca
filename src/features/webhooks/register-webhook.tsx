import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { createWebhookInputSchema, type Webhook } from '../../contract/webhooks';
import { useCreateWebhook } from '../../api/webhooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { TextField } from '../../components/ui/field';
import { EventPicker } from './event-picker';

type Errors = Partial<Record<'url' | 'events' | 'secret', string>>;

export function RegisterWebhook() {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['*']);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<Webhook | null>(null);
  const create = useCreateWebhook();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createWebhookInputSchema.safeParse({
      url,
      events,
      secret: secret.trim() || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (hook) => {
        setCreated(hook);
        setUrl('');
        setSecret('');
        setEvents(['*']);
      },
    });
  }

  if (created) {
    return (
      <div className="space-y-3">
        <Alert tone="success" title="Endpoint registered">
          Events go to <span className="font-mono">{created.url}</span>.
        </Alert>
        {created.secret && (
          <div className="space-y-2 rounded-lg border-2 border-amber-400 p-4 dark:border-amber-600">
            <p className="text-sm font-semibold">Signing secret — shown once</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Store it now in your server&apos;s configuration. It will not be shown again; to
              change it, register the endpoint anew.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                data-testid="webhook-secret"
                className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm dark:bg-slate-800"
              >
                {created.secret}
              </code>
              <CopyButton value={created.secret} label="signing secret" />
            </div>
          </div>
        )}
        <Button variant="secondary" onClick={() => setCreated(null)}>
          I stored the secret — done
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Register a webhook">
      {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/cards"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        hint="HTTPS only."
      />
      <EventPicker value={events} onChange={setEvents} error={errors.events} />
      <TextField
        label="Signing secret (optional)"
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={errors.secret}
        hint="At least 16 characters. Leave empty and the service generates one."
        autoComplete="off"
      />
      <Button type="submit" busy={create.isPending}>
        Register endpoint
      </Button>
    </form>
  );
}
