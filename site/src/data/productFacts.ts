/**
 * Shape of the product facts kept in `customFields` of docusaurus.config.ts.
 * Pages read them with `useDocusaurusContext().siteConfig.customFields`.
 */
export type ProductFacts = {
  name: string;
  slug: string;
  company: string;
  companyLocation: string;
  version: string;
  tagline: string;
  footerTagline: string;
  portalUrl: string;
  apiBaseUrl: string;
  supportEmail: string;
  salesEmail: string;
  privacyEmail: string;
  securityEmail: string;
  copyrightYear: string;
  githubUrl: string;
  youtubeUrl: string;
  linkedinUrl: string;
};
