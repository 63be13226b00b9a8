import type { z } from 'zod';
import type {
  emailAttachmentSchema,
  emailChangesSchema,
  emailListContextSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailPersonSchema,
  emailRecordSchema,
  emailReplySchema,
  emailResponseSchema,
  emailSenderSchema,
  emailsMetaSchema,
  getEmailInputSchema,
  newAttachmentSchema,
  openedEmailResponseSchema,
  openedEmailSchema,
  paginateEmailInputSchema,
  saveDraftInputSchema,
  sendEmailInputSchema,
  updatedEmailsResponseSchema,
  updateEmailsInputSchema,
  updateEmailsLabelInputSchema,
} from '../schemas/email';

export type Email = z.output<typeof emailRecordSchema>;
export type EmailFolder = Email['folder'];
export type EmailLabel = Email['labels'][number];
export type EmailView = z.output<typeof emailListContextSchema>['folder'];
export type EmailDirection = z.output<typeof paginateEmailInputSchema>['dir'];
export type EmailPerson = z.output<typeof emailPersonSchema>;
export type EmailSender = z.output<typeof emailSenderSchema>;
export type EmailAttachment = z.output<typeof emailAttachmentSchema>;
export type EmailReply = z.output<typeof emailReplySchema>;
export type EmailsMeta = z.output<typeof emailsMetaSchema>;
export type EmailListContext = z.input<typeof emailListContextSchema>;
export type EmailListQuery = z.input<typeof emailListQuerySchema>;
export type EmailListResponse = z.output<typeof emailListResponseSchema>;
export type OpenedEmail = z.output<typeof openedEmailSchema>;
export type OpenedEmailResponse = z.output<typeof openedEmailResponseSchema>;
export type GetEmailInput = z.input<typeof getEmailInputSchema>;
export type PaginateEmailInput = z.input<typeof paginateEmailInputSchema>;
export type EmailChanges = z.input<typeof emailChangesSchema>;
export type UpdateEmailsInput = z.input<typeof updateEmailsInputSchema>;
export type UpdateEmailsLabelInput = z.input<typeof updateEmailsLabelInputSchema>;
export type UpdatedEmailsResponse = z.output<typeof updatedEmailsResponseSchema>;
export type NewAttachment = z.input<typeof newAttachmentSchema>;
export type SendEmailInput = z.input<typeof sendEmailInputSchema>;
export type SaveDraftInput = z.input<typeof saveDraftInputSchema>;
export type EmailResponse = z.output<typeof emailResponseSchema>;
