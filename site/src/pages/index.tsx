import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {supportedLms} from '@site/src/data/lms';
import type {ProductFacts} from '@site/src/data/productFacts';
import styles from './index.module.css';

// A first call a tool makes after a launch: read the validated launch data.
const idTokenSample = `// Your tool was launched with ?ltik=... in its URL.
const response = await fetch('https://api.coursewire.example/api/idtoken', {
  headers: {
    Authorization: \`LTIK-AUTH-V2 Bearer \${process.env.COURSEWIRE_API_KEY}, Ltik \${ltik}\`,
  },
});
const idToken = await response.json();

console.log(idToken.user.name);            // "Ada Lovelace"
console.log(idToken.user.roles);           // ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]
console.log(idToken.launch.context.title); // "Physics 101"`;

function Hero({facts}: {facts: ProductFacts}) {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Hosted LTI 1.3 and LTI Advantage</p>
        <h1 className={styles.title}>{facts.name}</h1>
        <p className={styles.tagline}>{facts.tagline}</p>
        <p className={styles.lead}>
          {facts.name} sits between learning management systems and your learning app. It runs
          the LTI 1.3 launch, validates every signed message and turns grades, rosters and content
          selection into a small REST API, so you ship the tool instead of the plumbing.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/introduction">
            Read the guides
          </Link>
          <Link
            className={`button button--outline button--lg ${styles.heroSecondary}`}
            href={facts.portalUrl}
            target="_blank"
            rel="noopener noreferrer">
            Open the customer portal
          </Link>
        </div>
      </div>
    </header>
  );
}

function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works" className="text--center">
          How it works
        </h2>
        <ol className={styles.steps}>
          <li>
            <strong>The LMS launches.</strong> A learner clicks your activity. The platform starts an
            OpenID Connect login with Coursewire, which answers with the state and nonce checks the
            LTI Core specification demands.
          </li>
          <li>
            <strong>Coursewire validates.</strong> The platform posts a signed id_token. Coursewire
            verifies its signature, audience, expiry and nonce, then redirects the browser to your
            tool with a per-launch token, the ltik.
          </li>
          <li>
            <strong>Your tool calls the API.</strong> With your API key and the ltik, your server
            reads the launch data, posts grades or fetches the roster over plain HTTPS and JSON.
          </li>
        </ol>
      </div>
    </section>
  );
}

function SupportedPlatforms() {
  return (
    <section className={styles.sectionAlt} aria-labelledby="supported-lms">
      <div className="container">
        <h2 id="supported-lms" className="text--center">
          Works with the platforms your customers use
        </h2>
        <ul className={styles.lmsGrid}>
          {supportedLms.map((lms) => (
            <li key={lms.name} className={styles.lmsCard}>
              <Link to={lms.guide} className={styles.lmsName}>
                {lms.name}
              </Link>
              <span>{lms.summary}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CodeExample() {
  return (
    <section className={styles.section} aria-labelledby="code-example">
      <div className={`container ${styles.codeRow}`}>
        <div className={styles.codeText}>
          <h2 id="code-example">One request after the launch</h2>
          <p>
            No JWT libraries, no key rotation, no OAuth 2 client credentials grant in your code.
            Send your API key and the launch token, and you get the launch as plain JSON: who the
            user is, which course they came from and which LTI Advantage services you may call.
          </p>
          <Link to="/guides/api/authentication">How authentication works →</Link>
        </div>
        <div className={styles.codeBlock}>
          <pre>
            <code>{idTokenSample}</code>
          </pre>
        </div>
      </div>
    </section>
  );
}

function CallToAction({facts}: {facts: ProductFacts}) {
  return (
    <section className={styles.cta} aria-labelledby="get-started">
      <div className="container text--center">
        <h2 id="get-started">Ready to connect your first platform?</h2>
        <p>
          Create an account in the customer portal, follow the setup guide for your LMS and launch
          your tool today. Questions about plans or volume? Talk to us.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/account-setup">
            Set up your account
          </Link>
          <Link className="button button--secondary button--lg" to="/pricing">
            See pricing
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/contact-us">
            Contact {facts.name}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  const facts = siteConfig.customFields as unknown as ProductFacts;
  return (
    <Layout title="Hosted LTI 1.3 integration" description={facts.tagline}>
      <Hero facts={facts} />
      <main>
        <HomepageFeatures />
        <HowItWorks />
        <SupportedPlatforms />
        <CodeExample />
        <CallToAction facts={facts} />
      </main>
    </Layout>
  );
}
