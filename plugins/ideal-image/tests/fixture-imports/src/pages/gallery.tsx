import Layout from '@theme/Layout';
import IdealImage from '@theme/IdealImage';
import Badge from '../components/Badge';
import launchFlow from '../img/launch-flow.png';

export default function Gallery() {
  return (
    <Layout title="Gallery">
      <main className="container">
        <h1>Gallery</h1>
        <IdealImage img={launchFlow} alt="The launch flow" />
        <Badge />
      </main>
    </Layout>
  );
}
