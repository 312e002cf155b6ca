import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { Webhook } from '../../contract/webhooks';
import { useCreateWebhook, webhookQueries } from '../../api/webhooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { TextField } from '../../components/ui/field';
import { whenIdle } from '../../lib/idle';
import { preloadChunk } from '../../lib/lazy-part';
import { EventPicker } from './event-picker';
import { loadWebhookRule } from './webhook-rule';

type Field = 'url' | 'events' | 'secret';
type Errors = Partial<Record<Field, string>>;

/** The form's rules are the wire schema's (shared with the service); its words, in this language. */
const RULE_WORDS: Record<string, MessageDescriptor> = {
  'A URL has no spaces': msg`A URL has no spaces`,
  'Enter a full URL': msg`Enter a full URL`,
  'The URL must start with https://': msg`The URL must start with https://`,
  'Choose at least one event': msg`Choose at least one event`,
  'At least 16 characters': msg`At least 16 characters`,
};
const FIELD_WORDS: Record<Field, MessageDescriptor> = {
  url: msg`Enter a full URL`,
  events: msg`Choose at least one event`,
  secret: msg`Use 16 to 256 characters.`,
};

export function RegisterWebhook() {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['*']);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<Webhook | null>(null);
  const create = useCreateWebhook();
  const registered = useQuery(webhookQueries.list());

  useEffect(() => whenIdle(() => preloadChunk(loadWebhookRule)), []);

  // The first field said wrong takes focus (and scrolls into view): on a phone the button sits far
  // below the URL, and a refusal said only up there looked like nothing happened.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // While the rule downloads, a second Enter or click must not register a second endpoint.
  const checking = useRef(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (checking.current || create.isPending) return;
    let rule: Awaited<ReturnType<typeof loadWebhookRule>>;
    checking.current = true;
    try {
      rule = await loadWebhookRule();
    } catch {
      setErrors({
        url: t`The form’s check could not be downloaded. Check your connection, then reload the page.`,
      });
      return;
    } finally {
      checking.current = false;
    }
    const parsed = rule.safeParse({
      url,
      events,
      secret: secret.trim() || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= i18n._(RULE_WORDS[issue.message] ?? FIELD_WORDS[field]);
      }
      setErrors(next);
      return;
    }
    // One webhook per URL (issue #47, decision 015): said here in the person's words, not as the
    // service's 409 "a limit of your account was reached".
    if (registered.data?.some((hook) => hook.url === parsed.data.url)) {
      setErrors({ url: t`This URL already receives your events: one webhook per URL.` });
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
        <Alert tone="success" title={t`Endpoint registered`}>
          <Trans>
            Events go to <span className="font-mono">{created.url}</span>.
          </Trans>
        </Alert>
        {created.secret && (
          <div className="space-y-2 rounded-lg border-2 border-amber-400 p-4 dark:border-amber-600">
            <p className="text-sm font-semibold">
              <Trans>Signing secret — shown once</Trans>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                Store it now in your server&apos;s configuration. It will not be shown again; to
                change it, register the endpoint anew.
              </Trans>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                data-testid="webhook-secret"
                className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm dark:bg-slate-800"
              >
                {created.secret}
              </code>
              <CopyButton value={created.secret} label={t`signing secret`} />
            </div>
          </div>
        )}
        <Button variant="secondary" onClick={() => setCreated(null)}>
          <Trans>I stored the secret — done</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label={t`Register a webhook`}
    >
      {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      <TextField
        label={t`Endpoint URL`}
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/cards"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        hint={t`HTTPS only.`}
      />
      <EventPicker value={events} onChange={setEvents} error={errors.events} />
      <TextField
        label={t`Signing secret (optional)`}
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={errors.secret}
        hint={t`At least 16 characters. Leave empty and the service generates one.`}
        autoComplete="off"
      />
      <Button type="submit" busy={create.isPending}>
        <Trans>Register endpoint</Trans>
      </Button>
    </form>
  );
}
