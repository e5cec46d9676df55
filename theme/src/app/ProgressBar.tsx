/**
 * NProgress-compatible route progress bar (`#nprogress .bar`, 2px, coloured by
 * `--docusaurus-progress-bar-color`): trickles while `active`, then completes and fades.
 */
import { useEffect, useState, type ReactNode } from 'react';

type Phase = { kind: 'idle' } | { kind: 'running'; progress: number } | { kind: 'done' };

export function ProgressBar({ active }: { active: boolean }): ReactNode {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    if (active) {
      setPhase({ kind: 'running', progress: 0.08 });
      const timer = window.setInterval(() => {
        setPhase((current) =>
          current.kind === 'running' ? { kind: 'running', progress: current.progress + (0.994 - current.progress) * 0.1 } : current,
        );
      }, 200);
      return () => window.clearInterval(timer);
    }
    setPhase((current) => (current.kind === 'running' ? { kind: 'done' } : current));
    const timer = window.setTimeout(() => setPhase({ kind: 'idle' }), 400);
    return () => window.clearTimeout(timer);
  }, [active]);

  if (phase.kind === 'idle') {
    return null;
  }
  const progress = phase.kind === 'done' ? 1 : phase.progress;
  return (
    <div id="nprogress" className="nprogress" aria-hidden="true">
      <div
        className="bar"
        role="bar"
        style={{
          transform: `translate3d(${(-1 + progress) * 100}%, 0, 0)`,
          transition: 'transform 200ms ease, opacity 400ms linear',
          opacity: phase.kind === 'done' ? 0 : 1,
        }}
      >
        <div className="peg" />
      </div>
    </div>
  );
}
