/**
 * Shape of the product facts kept in `customFields` of docusaurus.config.ts.
 * Read them with `useProductFacts()` (src/components/useProductFacts.ts);
 * never hard-code them in pages.
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
  copyrightYear: string;
  githubUrl: string;
  youtubeUrl: string;
  linkedinUrl: string;
};
