import type { ReactNode } from 'react';

/** A full-screen state (error, empty, offline): an icon, a title, a line, and what to do next. */
export function StatusScreen(props: {
  icon: 'error' | 'offline' | 'empty' | 'lock' | 'done';
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="status-screen">
      <StatusIcon kind={props.icon} />
      <h1 className="status-title">{props.title}</h1>
      <p className="status-body">{props.body}</p>
      <div className="status-actions">{props.children}</div>
    </section>
  );
}

function StatusIcon({ kind }: { kind: 'error' | 'offline' | 'empty' | 'lock' | 'done' }) {
  const paths: Record<typeof kind, string> = {
    error: 'M32 8 4 56h56L32 8Zm0 14v18m0 6v4',
    offline:
      'M8 24a36 36 0 0 1 48 0M16 33a24 24 0 0 1 32 0M24 42a12 12 0 0 1 16 0M32 52h0M10 10l44 44',
    empty: 'M10 22h44v30H10zM10 22l8-10h28l8 10M24 34h16',
    lock: 'M18 30h28v22H18zM24 30v-8a8 8 0 0 1 16 0v8M32 39v6',
    done: 'M32 8a24 24 0 1 0 0 48 24 24 0 0 0 0-48ZM20 33l8 8 16-17',
  };
  return (
    <svg className="status-icon" viewBox="0 0 64 64" aria-hidden="true">
      <path d={paths[kind]} />
    </svg>
  );
}
