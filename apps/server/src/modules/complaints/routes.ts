import {
  problemDetail,
  problemImg,
  problemInit,
  problemList,
  problemSave,
  saveScore,
  uploadProblemImg,
} from '@tenora/contract/complaints';
import { devComplaintAnswer, devComplaintExtend } from '@tenora/contract/dev';
import {
  opsComplaintDetail,
  opsComplaintAssign,
  opsComplaintExtend,
  opsComplaintImage,
  opsComplaintList,
  opsComplaintReply,
  opsComplaintSummary,
  opsComplaintUploadImage,
} from '@tenora/contract/ops';
import { bind } from '../../platform/register.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { assignToAgent } from './agents.ts';
import { IMAGE_ID } from './images.ts';
import * as complaints from './service.ts';

export const complaintRoutes = [
  bind(problemInit, async ({ orderNo, orderId }, { deps, borrower, t }) =>
    complaints.problemInit(deps, borrower, orderNo ?? orderId, t),
  ),
  bind(problemSave, async (input, { deps, borrower, t }) =>
    complaints.saveProblem(deps, borrower, input, t),
  ),
  bind(problemList, async (_input, { borrower, t }) => complaints.listProblems(borrower, t)),
  bind(problemDetail, async ({ problemId }, { deps, borrower, app, t }) =>
    complaints.problemDetail(deps, borrower, problemId, await app(), t),
  ),
  bind(saveScore, async ({ problemId, score }, { deps, borrower, t }) =>
    complaints.saveScore(deps, borrower, problemId, score, t),
  ),
  bind(uploadProblemImg, async ({ problemImage }, { deps, borrower, t }) =>
    complaints.uploadImage(deps, borrower, problemImage, t),
  ),
  bind(problemImg, async ({ imageId }, { deps, borrower, t }) => {
    if (!IMAGE_ID.test(imageId)) throw notFound(t('upload.imageNotFound'));
    return complaints.readImage(deps, borrower, imageId, t);
  }),
  bind(devComplaintAnswer, async (input, { deps, t }) =>
    complaints.giveAnswer(deps, { ...input, staffId: null }, t),
  ),
  bind(devComplaintExtend, async (input, { deps, t }) =>
    complaints.extendDueDate(deps, { ...input, staffId: null }, t),
  ),

  // The operator console (agent role): the same answer and extension, by a person, audited.
  bind(opsComplaintList, async ({ page, pageSize, ...filter }, { deps, staff }) =>
    complaints.complaintQueueForOps(deps, {
      ...filter,
      staffId: staff.id,
      page: page ?? 1,
      pageSize: pageSize ?? 50,
    }),
  ),
  bind(opsComplaintAssign, async ({ complaintId, staffId }, { deps, staff }) => {
    await assignToAgent(deps, { complaintId, staffId, by: staff.id });
    return complaints.complaintDetailForOps(deps, complaintId);
  }),
  bind(opsComplaintDetail, async ({ complaintId }, { deps }) =>
    complaints.complaintDetailForOps(deps, complaintId),
  ),
  bind(opsComplaintUploadImage, async ({ image }, { deps, staff }) =>
    complaints.uploadImageAsStaff(deps, staff.id, image),
  ),
  bind(opsComplaintReply, async ({ complaintId, text, imageIds }, { deps, staff, t }) => {
    if (imageIds?.some((id) => !IMAGE_ID.test(id))) throw badInput(t('complaint.imageUnknown'));
    await complaints.giveAnswer(
      deps,
      { problemId: complaintId, text, imageIds, staffId: staff.id },
      t,
    );
    return complaints.complaintDetailForOps(deps, complaintId);
  }),
  bind(opsComplaintExtend, async ({ complaintId, reason }, { deps, staff, t }) => {
    await complaints.extendDueDate(deps, { problemId: complaintId, reason, staffId: staff.id }, t);
    return complaints.complaintDetailForOps(deps, complaintId);
  }),
  bind(opsComplaintSummary, async (_input, { deps }) => complaints.complaintSummaryForOps(deps)),
  bind(opsComplaintImage, async ({ imageId }, { deps, staff, t }) => {
    if (!IMAGE_ID.test(imageId)) throw notFound(t('upload.imageNotFound'));
    return complaints.readImageForOps(deps, staff.id, imageId);
  }),
];
