import { useEffect, useId, useSyncExternalStore } from 'react';
import type { TextSection } from '../../platform/i18n/company-texts.ts';

/** The tab's title while a company page is shown; the previous title comes back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

const never = () => () => undefined;

/**
 * False in the drawn HTML and while it is being hydrated, true once React owns the page:
 * React renders the server snapshot during hydration, then the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** `tel:` wants digits and a leading +, without the spaces people write. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A long text as cards: one section per card, its heading at `level`. */
export function TextSections({
  sections,
  level = 2,
  testId,
}: {
  sections: TextSection[];
  level?: 2 | 3;
  testId: string;
}) {
  const prefix = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((s) => (
        <section
          key={s.id}
          className="card text-section"
          aria-labelledby={`${prefix}-${s.id}`}
          data-testid={testId}
          data-section={s.id}
        >
          <Heading className="section-title" id={`${prefix}-${s.id}`}>
            {s.heading}
          </Heading>
          {s.paragraphs.map((line, i) => (
            <p key={i} className="document-line">
              {line}
            </p>
          ))}
          {s.items &&
            (s.ordered ? (
              <ol className="text-list">
                {s.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul className="text-list">
                {s.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ))}
          {s.table && (
            <table className="text-table">
              <caption>{s.table.caption}</caption>
              <thead>
                <tr>
                  {s.table.head.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={c}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {s.after?.map((line, i) => (
            <p key={i} className="document-line">
              {line}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
