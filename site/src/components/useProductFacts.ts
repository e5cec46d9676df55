import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ProductFacts} from '@site/src/data/productFacts';

/** The product facts from `customFields` in docusaurus.config.ts. */
export default function useProductFacts(): ProductFacts {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as ProductFacts;
}
