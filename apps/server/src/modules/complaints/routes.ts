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
import { bind } from '../../platform/register.ts';
import { notFound } from '../../platform/errors.ts';
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
  bind(devComplaintAnswer, async (input, { deps, t }) => complaints.answerAsStaff(deps, input, t)),
  bind(devComplaintExtend, async (input, { deps, t }) => complaints.extendAsStaff(deps, input, t)),
];
