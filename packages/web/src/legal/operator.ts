// Who runs this installation: shown on the legal notice and the privacy policy.
// An operator deploying the app replaces these with their own details.
export const OPERATOR = {
  name: 'Lineup App',
  street: 'Musterstraße 1',
  city: '10115 Berlin',
  country: { en: 'Germany', de: 'Deutschland', fr: 'Allemagne', pl: 'Niemcy' },
  email: 'hello@example.org',
} as const;
