/** The parts of a zod issue the console reads; the contract's own messages are catalogue keys. */
export interface Issue {
  code: string;
  path: PropertyKey[];
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  values?: unknown;
}

/** One issue of a schema check as a sentence a member of staff can act on. */
export function describeIssue(issue: Issue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : 'The template';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'undefined' || issue.expected === 'never'
        ? `${where}: not expected here.`
        : `${where}: should be ${issue.expected === 'object' ? 'an object' : `a ${String(issue.expected)}`}.`;
    case 'too_small':
      return `${where}: at least ${String(issue.minimum)}${typeof issue.minimum === 'number' && issue.minimum <= 1 ? ' (required)' : ''}.`;
    case 'too_big':
      return `${where}: at most ${String(issue.maximum)}.`;
    case 'invalid_format':
      return where.startsWith('images') || where.startsWith('downloads')
        ? `${where}: must be a same-origin path (/...) or an https:// address.`
        : `${where}: not in the expected format.`;
    case 'invalid_value':
      return `${where}: must be one of ${JSON.stringify(issue.values)}.`;
    case 'unrecognized_keys':
      return `${where}: has fields the template does not know.`;
    default:
      return `${where}: not valid.`;
  }
}
