import { Navigate } from 'react-router';
import { OnboardingPage } from '../../features/onboarding/onboarding-page';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';

export function Component() {
  const { seed } = useSession();
  // Signed in already: onboarding would make a second account by accident.
  if (seed) return <Navigate to={paths.overview} replace />;
  return <OnboardingPage />;
}
