/** The changelog route's component: its props come from the Rust plugin's route. */
import { useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

interface Entry {
  version: string;
  text: string;
}

export default function Changelog({ entries }: { entries: Entry[] }): ReactNode {
  const data = usePluginData('changelog') as { latest: string } | undefined;
  const [open, setOpen] = useState(true);
  return (
    <Layout title="Changelog">
      <main className="container margin-vert--lg">
        <h1>Changelog</h1>
        <p className="changelog-latest">Latest version: {data?.latest}</p>
        <button type="button" onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'} entries
        </button>
        {open && (
          <ul className="changelog-entries">
            {entries.map((e) => (
              <li key={e.version}>
                <strong>{e.version}</strong>: {e.text}
              </li>
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}
