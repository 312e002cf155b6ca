import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PanelSection } from './panel-section';

/**
 * Where resend and send-example live (decision 021): beside the deliveries they act on, in the
 * Webhooks page's delivery log. The panel points there rather than keeping a second copy.
 */
export function WebhookToolsSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <PanelSection title={t`Webhook resend and examples`}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          Resend any delivery, or send an example of any event to one endpoint, from the{' '}
          <Link to={paths.webhooks} onClick={onNavigate} className="font-medium underline">
            Webhooks page&apos;s delivery log
          </Link>
          .
        </Trans>
      </p>
    </PanelSection>
  );
}
