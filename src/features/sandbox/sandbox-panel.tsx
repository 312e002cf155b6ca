import { useLingui } from '@lingui/react/macro';
import { Drawer } from '../../components/ui/drawer';
import { CheckoutSimulator } from './checkout-simulator';
import { ClockControls } from './clock-controls';
import { DepositSimulator } from './deposit-simulator';
import { EventTrigger } from './event-trigger';
import { ListenSection } from './listen-section';
import { FaultsSection } from './faults-section';
import { PurchaseSimulator } from './purchase-simulator';
import { RequestsSection } from './requests-section';
import { ScenarioLoader } from './scenario-loader';
import { SettleRefund } from './settle-refund';
import { WebhookToolsSection } from './webhook-tools-section';
import { SnapshotSection } from './snapshot-section';

/** Drives the sandbox simulator: what the blockchain and merchants would do in real life. */
export default function SandboxPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      title={t`Sandbox`}
      description={t`Play the blockchain and the merchants. Only demo and sandbox servers answer these.`}
      onClose={onClose}
    >
      <DepositSimulator />
      <PurchaseSimulator />
      <CheckoutSimulator />
      <SettleRefund />
      <ClockControls />
      <ScenarioLoader />
      <EventTrigger />
      <ListenSection />
      <WebhookToolsSection onNavigate={onClose} />
      <SnapshotSection />
      <FaultsSection />
      <RequestsSection />
    </Drawer>
  );
}
