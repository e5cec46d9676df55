/**
 * Coursewire plans: the single source of every price and limit shown on the site.
 * The pricing page renders from this list; the SLA and terms pages refer to the
 * plans by name and to the uptime figures below.
 */
export type Plan = {
  id: 'sandbox' | 'starter' | 'growth' | 'enterprise';
  name: string;
  /** Monthly price in euro, excluding VAT; null when quoted individually. */
  monthlyPriceEur: number | null;
  /** Price per month when billed yearly, in euro; null when not offered or quoted. */
  yearlyMonthlyPriceEur: number | null;
  summary: string;
  /** Monthly active users (distinct launched users per calendar month) included. */
  includedMonthlyActiveUsers: number | null;
  /** Price per additional 100 monthly active users, in euro; null when not applicable. */
  overagePer100UsersEur: number | null;
  /** Registered LTI platforms (issuer + client ID pairs); null means unlimited. */
  platforms: number | null;
  apiRequestsPerMinute: number;
  customDomain: boolean;
  dynamicRegistration: boolean;
  asyncOperations: boolean;
  portalUsers: number | null;
  /** Monthly uptime commitment in percent; null when the plan has no SLA. */
  uptimeCommitment: number | null;
  support: string;
  /** Days launch logs are kept for troubleshooting. */
  logRetentionDays: number;
  callToAction: {label: string; href: string};
};

export const plans: Plan[] = [
  {
    id: 'sandbox',
    name: 'Sandbox',
    monthlyPriceEur: 0,
    yearlyMonthlyPriceEur: 0,
    summary: 'Build and test your integration against test courses.',
    includedMonthlyActiveUsers: 25,
    overagePer100UsersEur: null,
    platforms: 2,
    apiRequestsPerMinute: 60,
    customDomain: false,
    dynamicRegistration: true,
    asyncOperations: false,
    portalUsers: 2,
    uptimeCommitment: null,
    support: 'Community answers and documentation',
    logRetentionDays: 3,
    callToAction: {label: 'Start free', href: 'https://portal.coursewire.example'},
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceEur: 149,
    yearlyMonthlyPriceEur: 124,
    summary: 'Your first schools and pilots in production.',
    includedMonthlyActiveUsers: 1000,
    overagePer100UsersEur: 12,
    platforms: 10,
    apiRequestsPerMinute: 300,
    customDomain: false,
    dynamicRegistration: true,
    asyncOperations: true,
    portalUsers: 5,
    uptimeCommitment: 99.5,
    support: 'Email, answer within 2 business days',
    logRetentionDays: 14,
    callToAction: {label: 'Choose Starter', href: 'https://portal.coursewire.example'},
  },
  {
    id: 'growth',
    name: 'Growth',
    monthlyPriceEur: 499,
    yearlyMonthlyPriceEur: 416,
    summary: 'Many institutions, several LMSs, your own domain.',
    includedMonthlyActiveUsers: 10000,
    overagePer100UsersEur: 6,
    platforms: 100,
    apiRequestsPerMinute: 1200,
    customDomain: true,
    dynamicRegistration: true,
    asyncOperations: true,
    portalUsers: 20,
    uptimeCommitment: 99.9,
    support: 'Email, answer within 1 business day',
    logRetentionDays: 30,
    callToAction: {label: 'Choose Growth', href: 'https://portal.coursewire.example'},
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceEur: null,
    yearlyMonthlyPriceEur: null,
    summary: 'Large deployments, procurement and custom terms.',
    includedMonthlyActiveUsers: null,
    overagePer100UsersEur: null,
    platforms: null,
    apiRequestsPerMinute: 6000,
    customDomain: true,
    dynamicRegistration: true,
    asyncOperations: true,
    portalUsers: null,
    uptimeCommitment: 99.95,
    support: 'Named contact, 4-hour response for critical incidents',
    logRetentionDays: 90,
    callToAction: {label: 'Talk to sales', href: '/contact-us'},
  },
];
