import { kept } from '../../platform/kept.ts';

/** A complaint being written: its words, the key that makes a retry the same complaint, its photos. */
export interface Draft {
  text: string;
  requestKey: string;
  /** The server's addresses of the photos already sent. */
  photos: string[];
}

/**
 * As long as photos sent but not yet part of a complaint are kept by the server (a day): a draft
 * kept longer would come back with pictures that are gone.
 */
const DRAFT_MAX_AGE_MS = 20 * 60 * 60 * 1000;

const isDraft = (value: unknown): value is Draft => {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.text === 'string' &&
    typeof d.requestKey === 'string' &&
    Array.isArray(d.photos) &&
    d.photos.every((p) => typeof p === 'string')
  );
};

/** The draft of one form: of its type, sub-type and loan. */
export function keptDraft(form: {
  problemType: number | undefined;
  problemSonType: number | undefined;
  orderNo: string;
}) {
  const name = `complaint:${form.problemType ?? ''}:${form.problemSonType ?? ''}:${form.orderNo}`;
  return kept(name, DRAFT_MAX_AGE_MS, isDraft);
}
