import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, optionalText, wholeNumber } from './fields.ts';

/**
 * Joint-login failure: the partner's sign-in did not go through, so we offer loans the visitor
 * can still apply for. Anonymous: the visitor may have no session. Success "0".
 * See docs/decisions/013-public-joint-login-and-demo-catalogue.md.
 */

export const JointProductData = z.object({
  id: z.int(),
  logo: z.string(),
  name: z.string(),
  rangeText: z.string(),
  description: z.string(),
  rateText: z.string(),
  shortDesc: z.string(),
  buttonLabel: z.string(),
  entryId: z.int(),
  /** 1 active; any other value greyed out; 0 also not tappable (docs/product.md#screen-rules). */
  clickable: z.int(),
});
export type JointProduct = z.output<typeof JointProductData>;

export const jointTargeted = defineEndpoint({
  family: 'joint',
  method: 'POST',
  path: '/indah/stand/targeted',
  body: 'form',
  access: 'public',
  request: z.object({ allow: optionalText(128) }),
  response: z.object({
    title: z.string(),
    notice: z.string(),
    image: z.string(),
    products: z.array(JointProductData),
  }),
});

export const jointNecessity = defineEndpoint({
  family: 'joint',
  method: 'POST',
  path: '/indah/stand/necessity',
  body: 'form',
  access: 'public',
  request: z.object({
    approaches: wholeNumber({ max: 9_999 }),
    movement: wholeNumber({ max: 9_999 }),
    allow: optionalText(128),
  }),
  response: z.null(),
});

export const jointJump = defineEndpoint({
  family: 'joint',
  method: 'POST',
  path: '/indah/stand/joint',
  body: 'form',
  access: 'public',
  /** `allow` here is the chosen product's id, as old clients send it. */
  request: z.object({ allow: id() }),
  response: z.object({ url: z.string() }),
});
