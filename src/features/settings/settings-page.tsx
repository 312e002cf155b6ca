import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../components/language-select';
import { PageHeader } from '../../components/ui/page-header';
import { useAppContext } from '../../lib/app-context';
import { AlertsSettings } from './alerts/alerts-settings';
import { ConnectionSettings } from './connection-settings';
import { ResetDemo } from './reset-demo';
import { SessionSettings } from './session-settings';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** `rememberedAccounts`: the session feature's section, composed in by the route. */
export function SettingsPage({ rememberedAccounts }: { rememberedAccounts?: ReactNode }) {
  const { t } = useLingui();
  const { resetDemo } = useAppContext();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t`Settings`}
        description={t`Language, connection, alerts, session, remembered accounts and demo data.`}
      />
      <Section
        title={t`Language`}
        description={t`The dashboard's words, and how amounts and dates are written. Kept on this device.`}
      >
        <LanguageSelect id="settings-language" className="w-fit" />
      </Section>
      <Section title={t`Connection`} description={t`Which card service this dashboard talks to.`}>
        <ConnectionSettings />
      </Section>
      <Section
        title={t`Alerts`}
        description={t`Notifications on this device for your cards, even with no tab open.`}
      >
        <AlertsSettings />
      </Section>
      <Section title={t`Session`}>
        <SessionSettings />
      </Section>
      {rememberedAccounts && (
        <Section
          title={t`Remembered accounts`}
          description={t`Seeds kept on this device, sealed under your passphrase: switch between them from the header.`}
        >
          {rememberedAccounts}
        </Section>
      )}
      {resetDemo && (
        <Section
          title={t`Demo data`}
          description={t`The in-browser sandbox keeps its data in this browser.`}
        >
          <ResetDemo reset={resetDemo} />
        </Section>
      )}
    </div>
  );
}
