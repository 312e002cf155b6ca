import { Navigate } from 'react-router';
import { OnboardingPage } from '../../features/onboarding/onboarding-page';
import { useSession } from '../../lib/session';

export function Component() {
  const { seed } = useSession();
  // Signed in already: onboarding would make a second account by accident.
  if (seed) return <Navigate to="/" replace />;
  return <OnboardingPage />;
}
