import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Home() {
  return (
    <Layout title="Home" description="The golden home page">
      <main>
        <h1>Golden</h1>
        <Link to="/docs/intro">Start reading</Link>
      </main>
    </Layout>
  );
}
