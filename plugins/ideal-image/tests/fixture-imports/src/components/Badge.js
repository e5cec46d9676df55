import IdealImage from '@theme/IdealImage';

// a CommonJS require in a component no MDX page imports
const icon = require('./icon.png');

export default function Badge() {
  return <IdealImage img={icon} alt="An icon with alpha" />;
}
