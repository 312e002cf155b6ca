import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useAppContext } from '../../lib/app-context';
import { DeliveryLog } from './delivery-log';
import { RegisterWebhook } from './register-webhook';
import { SignatureHelper } from './signature-helper';
import { WebhookList } from './webhook-list';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </div>
      {children}
    </section>
  );
}

export function WebhooksPage() {
  const { t } = useLingui();
  const { connection } = useAppContext();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Webhooks`}
        description={t`Endpoints that receive signed event notifications (HMAC-SHA256 in the X-Webhook-Signature header).`}
      />
      <Section id="endpoints" title={t`Endpoints`}>
        <WebhookList />
      </Section>
      <Section id="register" title={t`Register an endpoint`}>
        <RegisterWebhook />
      </Section>
      {connection.mode !== 'live' && (
        <Section
          id="deliveries"
          title={t`Delivery log`}
          description={
            connection.mode === 'demo'
              ? t`The in-browser sandbox records deliveries instead of sending them.`
              : t`Deliveries the sandbox server sent, with retries.`
          }
        >
          <DeliveryLog />
        </Section>
      )}
      <Section
        id="verify"
        title={t`Verify a signature`}
        description={t`Paste a payload and your secret to see the signature your server should expect.`}
      >
        <SignatureHelper />
      </Section>
    </div>
  );
}
