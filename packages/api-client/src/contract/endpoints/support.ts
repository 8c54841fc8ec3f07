import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../catalogue';
import { endpoint } from '../define';
import { feedbackSchema, imageUrlListSchema, recordIdSchema } from '../entities-domain';
import { feedbackDescriptionSchema } from '../rules/feedback';
import { imageFileSchema } from '../rules/uploads';
import { emptyResponse, pageOf, pageRequest } from '../wire';
import { MAX_FEEDBACK_IMAGES } from '../constants';

/** The declared name, type and size must pass imageFileSchema; the server re-checks the bytes. */
export const imageUploadSchema = z
  .instanceof(File, { error: 'upload.empty' })
  .superRefine((file, ctx) => {
    const result = imageFileSchema.safeParse({ name: file.name, size: file.size, type: file.type });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** Uploads (avatar, deposit voucher, feedback images) and the feedback centre. */
export const supportEndpoints = {
  uploadFile: endpoint({
    path: 'upload/uploadFile',
    encoding: 'multipart',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Uploads one png/jpg/jpeg image up to 15 MB for a purpose and answers its URL.',
    request: z.object({ purpose: z.enum(UPLOAD_PURPOSES), file: imageUploadSchema }),
    response: z.object({ url: z.string() }),
  }),
  feedbackList: endpoint({
    path: 'feedback/list',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: "A page of the member's feedback, newest first.",
    request: pageRequest,
    response: pageOf(feedbackSchema),
    provides: ['Feedback'],
  }),
  feedbackInfo: endpoint({
    path: 'feedback/info',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'One feedback with its reply.',
    request: z.object({ id: recordIdSchema }),
    response: z.object({ feedback: feedbackSchema }),
    provides: ['Feedback'],
  }),
  feedbackDelete: endpoint({
    path: 'feedback/delete',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Deletes one feedback.',
    request: z.object({ id: recordIdSchema }),
    response: emptyResponse,
    invalidates: ['Feedback'],
  }),
  feedbackSave: endpoint({
    path: 'feedback/save',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Leaves feedback: type, optional order of the last 7 days, 20-200 characters, images.',
    request: z.object({
      /** A dictValue of the feedback-type dictionary (getSysDictionary). */
      questionType: z.string().trim().min(1, { error: 'feedback.questionType' }),
      /** The order's age (7 days) is checked by the server with feedbackOrderTimeSchema. */
      orderNo: z.string().trim().min(1).optional(),
      description: feedbackDescriptionSchema,
      imageUrls: imageUrlListSchema(MAX_FEEDBACK_IMAGES).optional(),
    }),
    response: z.object({ feedback: feedbackSchema }),
    invalidates: ['Feedback'],
  }),
} as const;
