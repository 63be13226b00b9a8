import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  emailDefaultPerPage,
  emailAddressMaxLength,
  emailAddressPattern,
  emailDirections,
  emailFolders,
  emailLabels,
  emailLocalPartMaxLength,
  emailMaxPerPage,
  emailViews,
  uniqueAddresses,
} from './constants';
import { positiveInt } from '../../common';

export * from './constants';

// The email app: mails kept in folders, with labels, a star and a read
// flag; the list of one folder (or the starred view), a mail with its neighbours' flags, moving
// through the list, bulk changes, sending and drafts.

export const emailFolderSchema = z.enum(emailFolders);
export const emailViewSchema = z.enum(emailViews);
export const emailLabelSchema = z.enum(emailLabels);
export const emailDirectionSchema = z.enum(emailDirections);

export const emailPersonSchema = z.object({
  name: z.string(),
  email: z.email(),
});
export const emailSenderSchema = emailPersonSchema.extend({
  /** An image URL (generated: a `data:` SVG), or '' for initials. */
  avatar: z.string(),
});

export const emailAttachmentSchema = z.object({
  fileName: z.string().min(1),
  /** A generated SVG picture of the file (a `data:` URL). */
  thumbnail: z.string().min(1),
  /** Where the file is (a `data:` URL in the sample data). */
  url: z.string().min(1),
  /** In bytes. */
  size: z.number().int().nonnegative(),
});

/** An earlier message of the conversation, shown behind "show earlier messages". */
export const emailReplySchema = z.object({
  id: positiveInt(),
  from: emailSenderSchema,
  to: z.array(emailPersonSchema),
  /** HTML: rendered sanitised. */
  message: z.string(),
  /** ISO date-time. */
  time: z.iso.datetime(),
});

export const emailRecordSchema = z.object({
  id: positiveInt(),
  from: emailSenderSchema,
  to: z.array(emailPersonSchema),
  cc: z.array(emailPersonSchema),
  bcc: z.array(emailPersonSchema),
  subject: z.string(),
  /** HTML: rendered sanitised (DOMPurify), never as it is. */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  /** ISO date-time. */
  time: z.iso.datetime(),
  /** Earlier messages, oldest first. */
  replies: z.array(emailReplySchema),
  folder: emailFolderSchema,
  isRead: z.boolean(),
});

/** The list the user is looking at: a folder or the starred view, a label within it, a search. */
export const emailListContextSchema = z.object({
  q: z.string().trim().max(200).default(''),
  folder: emailViewSchema.default('inbox'),
  label: emailLabelSchema.optional(),
});

export const emailListQuerySchema = emailListContextSchema.extend({
  page: positiveInt().default(1),
  perPage: positiveInt()
    .max(emailMaxPerPage, { error: `must be at most ${emailMaxPerPage}` })
    .default(emailDefaultPerPage),
});

const countSchema = z.number().int().nonnegative();
/** The sidebar's badges: unread inbox, every draft, unread spam. */
export const emailsMetaSchema = z.object({
  inbox: countSchema,
  draft: countSchema,
  spam: countSchema,
});

export const emailListResponseSchema = z.object({
  /** Newest first. */
  emails: z.array(emailRecordSchema),
  emailsMeta: emailsMetaSchema,
  /** How many mails the list holds, over all pages. */
  total: countSchema,
});

/** A mail with its neighbours in the list it was opened from (computed, never stored). */
export const openedEmailSchema = emailRecordSchema.extend({
  hasPreviousMail: z.boolean(),
  hasNextMail: z.boolean(),
});
export const openedEmailResponseSchema = z.object({ email: openedEmailSchema });

export const getEmailInputSchema = emailListContextSchema.extend({ id: positiveInt() });
export const paginateEmailInputSchema = emailListContextSchema.extend({
  dir: emailDirectionSchema,
  emailId: positiveInt(),
});

const emailIdsSchema = z.array(positiveInt()).min(1).max(1000);

/** Only these may change in bulk: any other field is refused (400) and nothing changes. */
export const emailChangesSchema = z
  .strictObject({
    folder: emailFolderSchema.optional(),
    isRead: z.boolean().optional(),
    isStarred: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'must change folder, isRead or isStarred',
    // Only of an otherwise valid patch: an unknown field is the one problem to name.
    when: (payload) => payload.issues.length === 0,
  });

export const updateEmailsInputSchema = z.object({
  emailIds: emailIdsSchema,
  dataToUpdate: emailChangesSchema,
});
export const updateEmailsLabelInputSchema = z.object({
  emailIds: emailIdsSchema,
  label: emailLabelSchema,
});
export const updatedEmailsResponseSchema = z.object({ emails: z.array(emailRecordSchema) });

/** A file the composer attaches: the server draws its thumbnail. */
export const newAttachmentSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  size: z
    .number()
    .int()
    .nonnegative()
    .max(25 * 1024 * 1024, { error: 'must be at most 25 MB' }),
});

/** A recipient: zod's email shape (the composer's too), within the standard's lengths. */
const recipientSchema = z
  .email({ pattern: emailAddressPattern, error: 'must be a valid email address' })
  .max(emailAddressMaxLength, { error: `must be at most ${emailAddressMaxLength} characters long` })
  .refine(
    (address) => address.slice(0, address.lastIndexOf('@')).length <= emailLocalPartMaxLength,
    {
      error: `must have at most ${emailLocalPartMaxLength} characters before the @`,
    },
  );

/** Recipients once each: `OK@EXAMPLE.COM` and `ok@example.com` are one mailbox. */
const addressListSchema = (min = 0) =>
  z
    .array(recipientSchema)
    .min(min, { error: 'needs at least one address' })
    .max(50)
    .transform(uniqueAddresses);

/** What the composer writes: addresses are checked one by one (`to.1: must be a valid…`). */
const composedEmailSchema = z.object({
  to: addressListSchema().default([]),
  cc: addressListSchema().default([]),
  bcc: addressListSchema().default([]),
  subject: z.string().trim().max(300).default(''),
  /** HTML from the editor: the server keeps it, every screen renders it sanitised. */
  message: z.string().max(200_000).default(''),
  attachments: z.array(newAttachmentSchema).max(20).default([]),
});

/** Sends a mail (kept in Sent); sending a draft (`draftId`) takes it out of Draft. */
export const sendEmailInputSchema = composedEmailSchema.extend({
  to: addressListSchema(1),
  draftId: positiveInt().optional(),
});
/** Keeps a draft (in Draft): a new one, or the draft `id` rewritten. */
export const saveDraftInputSchema = composedEmailSchema.extend({ id: positiveInt().optional() });
export const emailResponseSchema = z.object({ email: emailRecordSchema });

export const emailDomain = defineDomain('email', {
  /** A folder or the starred view, a label within it and a search; newest first, with the badges. */
  list: endpoint({
    method: 'get',
    path: '/apps/email/emails',
    input: emailListQuerySchema,
    output: emailListResponseSchema,
  }),
  /** Moves, reads or stars mails; any other field, or one unknown id, and nothing changes. */
  update: endpoint({
    method: 'post',
    path: '/apps/email/update-emails',
    input: updateEmailsInputSchema,
    output: updatedEmailsResponseSchema,
  }),
  /** Toggles one label on each mail. */
  updateLabel: endpoint({
    method: 'post',
    path: '/apps/email/update-emails-label',
    input: updateEmailsLabelInputSchema,
    output: updatedEmailsResponseSchema,
  }),
  /** One mail, flagged with whether the list it was opened from has one above and below it. */
  get: endpoint({
    method: 'get',
    path: '/apps/email/get-email',
    input: getEmailInputSchema,
    output: openedEmailResponseSchema,
  }),
  /** The mail above (previous) or below (next) in the same list; 404 past either end. */
  paginate: endpoint({
    method: 'get',
    path: '/apps/email/paginate-email',
    input: paginateEmailInputSchema,
    output: openedEmailResponseSchema,
  }),
  /** Sends a mail (201, kept in Sent); a sent draft leaves Draft. */
  send: endpoint({
    method: 'post',
    path: '/apps/email/send-email',
    input: sendEmailInputSchema,
    output: emailResponseSchema,
  }),
  /** Keeps a draft (201 when new, 200 when an existing draft is rewritten). */
  saveDraft: endpoint({
    method: 'post',
    path: '/apps/email/save-draft',
    input: saveDraftInputSchema,
    output: emailResponseSchema,
  }),
});

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
