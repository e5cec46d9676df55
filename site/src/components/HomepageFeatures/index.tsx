import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
};

const features: Feature[] = [
  {
    title: 'Launches, handled',
    description:
      'Coursewire answers the OIDC third-party login, validates the signed id_token against the platform’s keys and passes your tool a short-lived launch token. You never touch JWKS, nonces or state cookies.',
    to: '/guides/first-launch',
    linkLabel: 'Your first launch',
  },
  {
    title: 'Grades back to the gradebook',
    description:
      'Create line items and post scores through one REST call each. Coursewire obtains the OAuth 2 access tokens the Assignment and Grade Services require and retries when the platform is slow.',
    to: '/guides/api/manipulating-grades',
    linkLabel: 'Send grades',
  },
  {
    title: 'Rosters on demand',
    description:
      'Fetch the members of a course with their roles from the Names and Role Provisioning Services, page by page, with a cursor you simply follow.',
    to: '/guides/api/roster',
    linkLabel: 'Read a roster',
  },
  {
    title: 'Content selection',
    description:
      'Let instructors pick activities inside your tool and hand them back to the course with Deep Linking 2.0: Coursewire builds and signs the response for you.',
    to: '/guides/api/deeplinking',
    linkLabel: 'Deep Linking',
  },
  {
    title: 'One-step registration',
    description:
      'Platforms that support LTI Dynamic Registration connect to your tool from a single URL; the others take a few fields you copy from the customer portal.',
    to: '/guides/api/dynamic-registration',
    linkLabel: 'Dynamic Registration',
  },
  {
    title: 'Built for operations',
    description:
      'Asynchronous operations for bulk grade passback, cursor pagination, consistent error codes and custom domains so launches come from your own hostname.',
    to: '/guides/api/async',
    linkLabel: 'Async operations',
  },
];

function FeatureCard({title, description, to, linkLabel}: Feature): ReactNode {
  return (
    <div className={styles.card}>
      <h3>{title}</h3>
      <p>{description}</p>
      <Link to={to}>{linkLabel} →</Link>
    </div>
  );
}

/** The grid of what Coursewire does, on the home page. */
export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="what-it-does">
      <div className="container">
        <h2 id="what-it-does" className="text--center">
          What Coursewire does for your tool
        </h2>
        <div className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
