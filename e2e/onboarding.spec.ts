import { test } from '@playwright/test';
import { onboardingJourney } from './support/journeys';

test('demo: a new user gets a seed and a card, funds it, signs out and back in', async ({
  page,
}) => {
  await onboardingJourney(page);
});
