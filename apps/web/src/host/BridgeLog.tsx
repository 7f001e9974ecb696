import { useEffect, useRef } from 'react';
import { T, useSay } from './texts.ts';

export type LogEntry = {
  id: number;
  time: string;
  /** web: a bridge message from the webview; native: the native side called the web app; ignored: refused. */
  kind: 'web' | 'native' | 'ignored';
  name: string;
  payload: string;
  answer: string;
};

const ARROW: Record<LogEntry['kind'], string> = {
  web: 'web → native',
  native: 'native → web',
  ignored: 'ignored',
};

export const BridgeLog = ({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) => {
  const say = useSay();
  const list = useRef<HTMLDivElement>(null);
  // The newest entry in sight by scrolling the list alone: scrollIntoView would scroll the page too,
  // moving the phone (and the webview in it) away from the person using it at every message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when an entry arrives
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length]);

  return (
    <section className="log-panel">
      <header className="log-panel__head">
        <h2>{say(T.bridgeLog)}</h2>
        <button type="button" className="btn btn--small" onClick={onClear} disabled={entries.length === 0}>
          {say(T.clear)}
        </button>
      </header>
      {/* The region is the log and holds the list: a list given the role "log" leaves its items without one. */}
      <div ref={list} className="log" role="log" aria-label={say(T.bridgeLog)} aria-live="polite">
        <ol className="log__list">
          {entries.length === 0 && <li className="log__empty">{say(T.bridgeLogEmpty)}</li>}
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`log__entry log__entry--${entry.kind}`}
              data-testid="bridge-log-entry"
            >
              <span className="log__time">{entry.time}</span>
              <span className="log__kind">{ARROW[entry.kind]}</span>
              <code className="log__name">{entry.name}</code>
              {entry.payload && <code className="log__payload">{entry.payload}</code>}
              <span className="log__answer">{entry.answer}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
